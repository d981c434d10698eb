import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANNED_ANSWER_CHARS_PER_TICK, CANNED_ANSWER_TICK_MS } from '../../../core/constants/chat';
import { liveText } from '../../stores/live-text';
import { hasPendingRequests, sendUserMessage, stop } from '../chat-engine';
import { fakeFetch, freshEngineState, lastMessage, messagesOf, openaiText, sse, streamResponse, until } from './test-support';

const ANSWER = '本公司专注于人工智能应用。';
const TABLE = { version: 1, answers: [{ id: 'company', questions: ['介绍一下本公司'], answer: ANSWER }] };

let sessionId = '';
beforeEach(async () => {
  sessionId = await freshEngineState();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** What the reply shows: the text being revealed, else what the store holds. */
const replyText = () => {
  const reply = lastMessage(sessionId);
  return reply ? (liveText(reply.id) ?? String(reply.content)) : '';
};

describe('canned answers', () => {
  it('streams 4 characters every 40 ms with no request to any provider', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { fetchMock, requests } = fakeFetch([], TABLE);
    const sending = sendUserMessage(sessionId, ' 介绍一下本公司？');
    await until(() => messagesOf(sessionId).length === 2 && hasPendingRequests());
    expect(lastMessage(sessionId)).toMatchObject({ role: 'assistant', content: '', streaming: true });

    await vi.advanceTimersByTimeAsync(CANNED_ANSWER_TICK_MS - 1);
    expect(replyText()).toBe('');
    const seen: string[] = [];
    for (let tick = 0; tick < Math.ceil(ANSWER.length / CANNED_ANSWER_CHARS_PER_TICK); tick++) {
      await vi.advanceTimersByTimeAsync(tick === 0 ? 1 : CANNED_ANSWER_TICK_MS);
      seen.push(replyText());
    }
    await sending;
    expect(seen).toEqual(['本公司专', '本公司专注于人工', '本公司专注于人工智能应用', ANSWER]);
    expect(lastMessage(sessionId)).toMatchObject({ content: ANSWER, streaming: false });
    expect(lastMessage(sessionId)?.isError).toBeUndefined();
    expect(requests).toEqual([]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['http://localhost:3000/canned-answers.json']);
  });

  it('fetches the table once and then makes no call at all', async () => {
    const { fetchMock } = fakeFetch([], TABLE);
    await sendUserMessage(sessionId, '介绍一下本公司');
    fetchMock.mockClear();
    // Long enough for a title: canned exchanges stay local, follow-ups included.
    await sendUserMessage(sessionId, '介绍一下本公司');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(messagesOf(sessionId).map((m) => m.content)).toEqual(['介绍一下本公司', ANSWER, '介绍一下本公司', ANSWER]);
  });

  it('can be stopped and keeps what was shown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fakeFetch([], TABLE);
    const sending = sendUserMessage(sessionId, '介绍一下本公司');
    await until(() => hasPendingRequests());
    await vi.advanceTimersByTimeAsync(CANNED_ANSWER_TICK_MS * 2);
    stop(sessionId, lastMessage(sessionId)?.id ?? '');
    await sending;
    expect(lastMessage(sessionId)).toMatchObject({ content: '本公司专注于人工', streaming: false });
    expect(lastMessage(sessionId)?.isError).toBeUndefined();
  });

  it('sends any other question to the model', async () => {
    const { requests } = fakeFetch([() => streamResponse(sse([openaiText('From the model'), '[DONE]']))], TABLE);
    await sendUserMessage(sessionId, '请帮我写一段介绍一下本公司的文案');
    expect(requests).toHaveLength(1);
    expect(lastMessage(sessionId)?.content).toBe('From the model');
  });

  it('goes to the model when the table cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requests } = fakeFetch([() => streamResponse(sse([openaiText('From the model'), '[DONE]']))], { version: 'x' });
    await sendUserMessage(sessionId, '介绍一下本公司');
    expect(requests).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('Canned answers are unavailable', expect.anything());
  });
});
