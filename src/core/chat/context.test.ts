import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { MEMORY_PROMPT_PREFIX, selectContext, type ContextInput } from './context';

let next = 0;
const msg = (role: ChatMessage['role'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${next++}`,
  date: 0,
  role,
  content,
  ...extra,
});

const base = (messages: ChatMessage[], over: Partial<ContextInput> = {}): ContextInput => ({
  messages,
  presetContext: [],
  memoryPrompt: '',
  lastSummarizeIndex: 0,
  modelConfig: { historyMessageCount: 4, max_tokens: 4000, sendMemory: true },
  now: 1,
  ...over,
});

const contents = (list: ChatMessage[]) => list.map((message) => message.content);

describe('selectContext', () => {
  it('keeps the newest messages within historyMessageCount', () => {
    const messages = ['1', '2', '3', '4', '5', '6'].map((text) => msg('user', text));
    expect(contents(selectContext(base(messages)))).toEqual(['3', '4', '5', '6']);
  });

  it('skips errored messages', () => {
    const messages = [msg('user', 'q'), msg('assistant', 'boom', { isError: true }), msg('user', 'again')];
    expect(contents(selectContext(base(messages)))).toEqual(['q', 'again']);
  });

  it('sends drawn replies as their words only, and the user\'s own images as they are', () => {
    const image = { type: 'image_url' as const, image_url: { url: 'idb-image:abc' } };
    const messages: ChatMessage[] = [
      { ...msg('user', ''), content: [{ type: 'text', text: 'look' }, image] },
      { ...msg('assistant', ''), content: [image, { type: 'text', text: 'A revised prompt.' }] },
      { ...msg('assistant', ''), content: [image] },
      msg('user', 'now describe it'),
    ];
    expect(contents(selectContext(base(messages)))).toEqual([[{ type: 'text', text: 'look' }, image], 'A revised prompt.', 'now describe it']);
  });

  it('puts the system prompt and the preset context first', () => {
    const preset = [msg('system', 'You are a poet.')];
    const result = selectContext(base([msg('user', 'hi')], { presetContext: preset, systemPrompt: 'SYS' }));
    expect(contents(result)).toEqual(['SYS', 'You are a poet.', 'hi']);
  });

  it('stops at the max_tokens budget but always sends the newest message', () => {
    const long = 'x'.repeat(400); // 100 tokens
    const messages = [msg('user', long), msg('assistant', long), msg('user', long)];
    const result = selectContext(base(messages, { modelConfig: { historyMessageCount: 10, max_tokens: 250, sendMemory: false } }));
    expect(result).toHaveLength(2);
    const alone = selectContext(base([msg('user', long)], { modelConfig: { historyMessageCount: 10, max_tokens: 10, sendMemory: false } }));
    expect(alone).toHaveLength(1);
  });

  it('starts after a cleared context', () => {
    const messages = ['a', 'b', 'c'].map((text) => msg('user', text));
    expect(contents(selectContext(base(messages, { clearContextIndex: 2 })))).toEqual(['c']);
  });

  it('includes the summary only when it covers beyond the cleared context', () => {
    const messages = ['a', 'b', 'c', 'd', 'e', 'f'].map((text) => msg('user', text));
    const withMemory = selectContext(base(messages, { memoryPrompt: 'SUM', lastSummarizeIndex: 3, clearContextIndex: 1 }));
    expect(withMemory[0]?.content).toBe(MEMORY_PROMPT_PREFIX + 'SUM');
    // Messages after the summarised index and the last four both go: from min(3, 6 - 4) on.
    expect(contents(withMemory.slice(1))).toEqual(['c', 'd', 'e', 'f']);
    const covered = selectContext(base(messages, { memoryPrompt: 'SUM', lastSummarizeIndex: 2, clearContextIndex: 4 }));
    expect(contents(covered)).toEqual(['e', 'f']);
  });

  it('leaves the summary out when sendMemory is off', () => {
    const messages = [msg('user', 'a')];
    const result = selectContext(
      base(messages, { memoryPrompt: 'SUM', lastSummarizeIndex: 1, modelConfig: { historyMessageCount: 4, max_tokens: 4000, sendMemory: false } }),
    );
    expect(contents(result)).toEqual(['a']);
  });
});
