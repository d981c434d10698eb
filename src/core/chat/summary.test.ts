import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { MEMORY_PROMPT_PREFIX } from './context';
import { planSummary, shouldSummarize, SUMMARY_PROMPT } from './summary';

let next = 0;
const msg = (role: ChatMessage['role'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${next++}`,
  date: 0,
  role,
  content,
  ...extra,
});

const session = { memoryPrompt: '', lastSummarizeIndex: 0 };
const config = { max_tokens: 4000, historyMessageCount: 4, sendMemory: true, compressMessageLengthThreshold: 10 };

describe('planSummary', () => {
  it('counts only what came after the last summary and the clear, without errors', () => {
    const messages = [msg('user', 'a'.repeat(400)), msg('assistant', 'bbbb'), msg('user', 'cccc'), msg('assistant', 'x'.repeat(400), { isError: true })];
    const plan = planSummary({ ...session, lastSummarizeIndex: 1, clearContextIndex: 2 }, messages, config, 0);
    expect(plan?.tokens).toBe(1);
    expect(plan?.messages.map((m) => m.content)).toEqual(['cccc', SUMMARY_PROMPT]);
    expect(plan?.summarizeIndex).toBe(4);
  });

  it('has nothing to do when nothing was said since', () => {
    const messages = [msg('user', 'hello'), msg('assistant', 'hi')];
    expect(planSummary({ ...session, lastSummarizeIndex: 2 }, messages, config, 0)).toBeUndefined();
    expect(planSummary(session, [], config, 0)).toBeUndefined();
    expect(planSummary(session, [msg('assistant', 'boom', { isError: true })], config, 0)).toBeUndefined();
  });

  it('starts from the previous summary and ends with the prompt', () => {
    const plan = planSummary({ ...session, memoryPrompt: 'They met.' }, [msg('user', 'more')], config, 0);
    expect(plan?.messages.map((m) => [m.role, m.content])).toEqual([
      ['system', `${MEMORY_PROMPT_PREFIX}They met.`],
      ['user', 'more'],
      ['user', SUMMARY_PROMPT],
    ]);
  });

  it('keeps only the newest messages when the history exceeds max_tokens', () => {
    const messages = Array.from({ length: 10 }, (_, index) => msg('user', `${index}`.repeat(40)));
    const plan = planSummary(session, messages, { ...config, max_tokens: 50 }, 0);
    expect(plan?.messages).toHaveLength(config.historyMessageCount + 1);
    expect(plan?.tokens).toBe(200);
  });
});

describe('shouldSummarize', () => {
  const plan = (tokens: number) => ({ messages: [], tokens, summarizeIndex: 0 });

  it('summarises above the compress threshold when memory is on', () => {
    expect(shouldSummarize(plan(11), config)).toBe(true);
    expect(shouldSummarize(plan(10), config)).toBe(false);
    expect(shouldSummarize(plan(11), { ...config, sendMemory: false })).toBe(false);
    expect(shouldSummarize(undefined, config)).toBe(false);
  });

  it('asks for about 200 words', () => {
    expect(SUMMARY_PROMPT).toContain('200 words');
  });
});
