// The call's transcript, in the order the turns happened: a user turn starts when the server hears
// speech (its transcript arrives later, sometimes after the answer has begun), an answer when its
// first words or sound arrive. Turns are handed on to the chat in that order, each once it is
// final: a user turn when its transcript (or its failure) arrives, an answer when its transcript
// is done or its response ends, an interrupted answer with the words it had got to.

import type { ServerEvent } from './events';

export interface Turn {
  itemId: string;
  role: 'user' | 'assistant';
  text: string;
  final: boolean;
}

export interface Transcript {
  turns: readonly Turn[];
}

export const emptyTranscript = (): Transcript => ({ turns: [] });

function upsert(transcript: Transcript, itemId: string, role: Turn['role'], change: (turn: Turn) => Turn): Transcript {
  const index = transcript.turns.findIndex((turn) => turn.itemId === itemId && turn.role === role);
  if (index === -1) return { turns: [...transcript.turns, change({ itemId, role, text: '', final: false })] };
  const turns = [...transcript.turns];
  turns[index] = change(turns[index]!);
  return { turns };
}

/** The transcript after one server event. */
export function applyToTranscript(transcript: Transcript, event: ServerEvent): Transcript {
  switch (event.kind) {
    case 'speech-started':
      return upsert(transcript, event.itemId, 'user', (turn) => turn);
    case 'user-transcript':
      return upsert(transcript, event.itemId, 'user', (turn) => ({ ...turn, text: event.text.trim(), final: true }));
    case 'user-transcript-failed':
      return upsert(transcript, event.itemId, 'user', (turn) => ({ ...turn, final: true }));
    case 'audio':
      return upsert(transcript, event.itemId, 'assistant', (turn) => turn);
    case 'assistant-delta':
      return upsert(transcript, event.itemId, 'assistant', (turn) => (turn.final ? turn : { ...turn, text: turn.text + event.text }));
    case 'assistant-transcript':
      return upsert(transcript, event.itemId, 'assistant', (turn) => ({ ...turn, text: event.text.trim() || turn.text, final: true }));
    case 'response-done':
      return { turns: transcript.turns.map((turn) => (turn.role === 'assistant' && !turn.final ? { ...turn, final: true } : turn)) };
    default:
      return transcript;
  }
}

/** A message the user typed: final at once, since its words are known. */
export function addTypedTurn(transcript: Transcript, itemId: string, text: string): Transcript {
  return { turns: [...transcript.turns, { itemId, role: 'user', text, final: true }] };
}

/** Splits off the turns that are final and have no unfinished turn before them (in order), and
 * drops those with no words. `all` (the call ended) takes every turn, as far as it got. */
export function takeFinished(transcript: Transcript, all = false): { finished: Turn[]; rest: Transcript } {
  const firstOpen = all ? -1 : transcript.turns.findIndex((turn) => !turn.final);
  const cut = firstOpen === -1 ? transcript.turns.length : firstOpen;
  const finished = transcript.turns.slice(0, cut).map((turn) => ({ ...turn, text: turn.text.trim() }));
  return { finished: finished.filter((turn) => turn.text !== ''), rest: { turns: transcript.turns.slice(cut) } };
}
