import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { comparable, MAX_COMPARED_MODELS, MIN_COMPARED_MODELS, openComparison, replyStats } from './compare';
import { siblingsOf, visiblePath } from './tree';

const question: ChatMessage = { id: 'q', date: 1, role: 'user', content: 'Why is the sky blue?', parentId: null };
const answer = (id: string, more: Partial<ChatMessage> = {}): ChatMessage => ({ id, date: 2, role: 'assistant', content: `answer ${id}`, parentId: 'q', compared: true, ...more });
const ids = (messages: readonly ChatMessage[] | undefined) => messages?.map((message) => message.id);

describe('several models asked at once', () => {
  it('two to four models can be asked together', () => {
    expect([0, 1, 2, 3, 4, 5].map(comparable)).toEqual([false, false, true, true, true, false]);
    expect([MIN_COMPARED_MODELS, MAX_COMPARED_MODELS]).toEqual([2, 4]);
  });

  it('their answers are versions of each other under the one question, shown together until one is chosen', () => {
    const messages = [question, answer('a'), answer('b'), answer('c')];
    expect(siblingsOf(messages, 'b')?.ids).toEqual(['a', 'b', 'c']);
    expect(ids(openComparison(messages, messages[1]!))).toEqual(['a', 'b', 'c']);
    expect(ids(openComparison(messages, messages[3]!))).toEqual(['a', 'b', 'c']);
    expect(openComparison(messages, question)).toBeUndefined();
  });

  it('choosing one makes it the path and closes the comparison; the others stay its versions', () => {
    const messages = [question, answer('a'), answer('b', { chosenAt: 5 }), answer('c')];
    expect(openComparison(messages, messages[2]!)).toBeUndefined();
    expect(ids(visiblePath(messages))).toEqual(['q', 'b']);
    expect(siblingsOf(messages, 'b')).toEqual({ ids: ['a', 'b', 'c'], index: 1 });
  });

  it('an answer asked again beside them (chosen when made) closes it too', () => {
    const messages = [question, answer('a'), answer('b'), { ...answer('r', { chosenAt: 9 }), compared: undefined }];
    expect(openComparison(messages, messages[1]!)).toBeUndefined();
  });

  it('an ordinary answer, or one compared answer left alone (the others deleted), is no comparison', () => {
    const plain = { ...answer('a'), compared: undefined };
    expect(openComparison([question, plain], plain)).toBeUndefined();
    const alone = answer('a');
    expect(openComparison([question, alone, { ...answer('b'), compared: undefined }], alone)).toBeUndefined();
    // Answers of another question asked together are not this one's.
    const other = answer('x', { parentId: 'q2' });
    expect(openComparison([question, alone, other], alone)).toBeUndefined();
  });
});

describe('how fast an answer came and what it cost', () => {
  it('counted tokens over the time they streamed, and the price of the model', () => {
    const stats = replyStats(
      { date: 1000, model: 'gpt-4o-mini', content: 'x', usage: { promptTokens: 1_000_000, completionTokens: 100 }, timing: { firstTokenMs: 300, streamMs: 2000 } },
      99_999,
    );
    expect(stats).toEqual({ firstTokenMs: 300, tokensPerSecond: 50, estimated: false, cost: 0.15 + 100 * 0.6e-6 });
  });

  it('while streaming, estimates the tokens of the text so far over the time since the first words', () => {
    const stats = replyStats({ date: 1000, model: 'unpriced', content: 'abcdefgh', streaming: true, timing: { firstTokenMs: 500 } }, 3500);
    // Eight letters are two tokens, over the two seconds since the first words.
    expect(stats).toEqual({ firstTokenMs: 500, tokensPerSecond: 1, estimated: true, cost: undefined });
  });

  it('tells no speed before the first words, nor for a reply that came in one piece', () => {
    expect(replyStats({ date: 0, content: '', streaming: true }, 10_000).tokensPerSecond).toBeUndefined();
    expect(replyStats({ date: 0, content: 'all at once', timing: { firstTokenMs: 10, streamMs: 0 } }, 10_000).tokensPerSecond).toBeUndefined();
    expect(replyStats({ date: 0, content: 'finished without a time', timing: { firstTokenMs: 10 } }, 10_000).tokensPerSecond).toBeUndefined();
  });
});
