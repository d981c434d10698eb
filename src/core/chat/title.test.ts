import { describe, expect, it } from 'vitest';
import { DEFAULT_TOPIC, TITLE_MIN_TOKENS, TOPIC_FALLBACK } from '../constants/chat';
import type { ChatMessage } from '../types';
import { cleanTopic, conversationTokens, shouldGenerateTitle, titleRequestMessages, TOPIC_MAX_LENGTH, TOPIC_PROMPT } from './title';

let next = 0;
const msg = (role: ChatMessage['role'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${next++}`,
  date: 0,
  role,
  content,
  ...extra,
});

describe('when a title is asked for', () => {
  // Each non-ASCII character is 1.5 tokens: 34 of them are 51 tokens, 33 are 49.5.
  const long = '好'.repeat(Math.ceil(TITLE_MIN_TOKENS / 1.5));
  const short = '好'.repeat(Math.ceil(TITLE_MIN_TOKENS / 1.5) - 1);

  it('asks once the messages reach 50 estimated tokens with the default topic', () => {
    expect(shouldGenerateTitle(DEFAULT_TOPIC, [msg('user', long)])).toBe(true);
    expect(shouldGenerateTitle(DEFAULT_TOPIC, [msg('user', short)])).toBe(false);
  });

  it('adds the messages up', () => {
    const half = '你'.repeat(17);
    expect(shouldGenerateTitle(DEFAULT_TOPIC, [msg('user', half), msg('assistant', half)])).toBe(true);
    expect(shouldGenerateTitle(DEFAULT_TOPIC, [msg('user', half)])).toBe(false);
  });

  it('never replaces a topic the session already has', () => {
    expect(shouldGenerateTitle('Trip to Rome', [msg('user', long)])).toBe(false);
  });

  it('does not count error text', () => {
    expect(conversationTokens([msg('user', 'hi'), msg('assistant', long, { isError: true })])).toBe(0.5);
    expect(shouldGenerateTitle(DEFAULT_TOPIC, [msg('user', short), msg('assistant', long, { isError: true })])).toBe(false);
  });
});

describe('the title request', () => {
  it('sends the newest messages within the history count, then the prompt as a user turn', () => {
    const messages = ['1', '2', '3', '4', '5'].map((text) => msg(Number(text) % 2 ? 'user' : 'assistant', text));
    const sent = titleRequestMessages([...messages, msg('assistant', 'oops', { isError: true })], 2, 9);
    expect(sent.map((m) => m.content)).toEqual(['4', '5', TOPIC_PROMPT]);
    expect(sent.at(-1)?.role).toBe('user');
  });

  it('asks for four to five words without punctuation and names the fallback', () => {
    expect(TOPIC_PROMPT).toMatch(/four to five word title/);
    expect(TOPIC_PROMPT).toMatch(/punctuation/);
    expect(TOPIC_PROMPT).toContain(TOPIC_FALLBACK);
  });
});

describe('cleanTopic', () => {
  it.each([
    ['"Weekend Trip Planning Ideas"', 'Weekend Trip Planning Ideas'],
    ['**Rust Borrow Checker Help**', 'Rust Borrow Checker Help'],
    ['Title: Baking Sourdough Bread.', 'Baking Sourdough Bread'],
    ['“周末旅行计划”。', '周末旅行计划'],
    ['  Learning Go Generics!!\nExtra line', 'Learning Go Generics'],
    ['', ''],
    ['""', ''],
  ])('%j → %j', (raw, expected) => {
    expect(cleanTopic(raw)).toBe(expected);
  });

  it('caps a rambling answer', () => {
    expect(Array.from(cleanTopic('word '.repeat(40)))).toHaveLength(TOPIC_MAX_LENGTH - 1);
  });
});
