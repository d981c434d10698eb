import { describe, expect, it } from 'vitest';
import type { ServerEvent } from './events';
import { addTypedTurn, applyToTranscript, emptyTranscript, takeFinished, type Transcript } from './transcript';

const play = (events: ServerEvent[], from: Transcript = emptyTranscript()) => events.reduce(applyToTranscript, from);

describe('a call transcript', () => {
  it('keeps the user before the answer even when the user’s words arrive after it', () => {
    const transcript = play([
      { kind: 'speech-started', itemId: 'u1' },
      { kind: 'assistant-delta', itemId: 'a1', text: 'It is' },
      { kind: 'assistant-delta', itemId: 'a1', text: ' sunny.' },
      { kind: 'assistant-transcript', itemId: 'a1', text: 'It is sunny.' },
    ]);
    // The answer is final, but the question before it is not yet: nothing is handed on.
    expect(takeFinished(transcript).finished).toEqual([]);
    const { finished, rest } = takeFinished(applyToTranscript(transcript, { kind: 'user-transcript', itemId: 'u1', text: ' Weather? ' }));
    expect(finished.map(({ role, text }) => [role, text])).toEqual([['user', 'Weather?'], ['assistant', 'It is sunny.']]);
    expect(rest.turns).toEqual([]);
  });

  it('keeps what an interrupted answer had said, and drops turns with no words', () => {
    const transcript = play([
      { kind: 'speech-started', itemId: 'u1' },
      { kind: 'user-transcript-failed', itemId: 'u1' },
      { kind: 'audio', itemId: 'a1', base64: '' },
      { kind: 'assistant-delta', itemId: 'a1', text: 'Once upon' },
      { kind: 'response-done' },
    ]);
    expect(takeFinished(transcript).finished.map(({ role, text }) => [role, text])).toEqual([['assistant', 'Once upon']]);
  });

  it('hands on every turn with words when the call ends', () => {
    const transcript = play([
      { kind: 'speech-started', itemId: 'u1' },
      { kind: 'assistant-delta', itemId: 'a1', text: 'Half an answ' },
    ]);
    expect(takeFinished(transcript, true).finished.map(({ text }) => text)).toEqual(['Half an answ']);
  });

  it('keeps a typed message in its place: after a spoken turn still being written down, before its answer', () => {
    const spoken = play([{ kind: 'speech-started', itemId: 'u1' }]);
    const typed = play([{ kind: 'assistant-transcript', itemId: 'a1', text: 'Here.' }], addTypedTurn(spoken, 'typed-1', 'Spell it.'));
    expect(takeFinished(typed).finished).toEqual([]);
    const { finished } = takeFinished(applyToTranscript(typed, { kind: 'user-transcript', itemId: 'u1', text: 'Hello' }));
    expect(finished.map(({ role, text }) => [role, text])).toEqual([['user', 'Hello'], ['user', 'Spell it.'], ['assistant', 'Here.']]);
  });
});
