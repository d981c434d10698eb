import { describe, expect, it } from 'vitest';
import { openaiAdapter } from '../providers/openai';
import type { ProviderRequest } from '../providers/adapter';
import { requestChatEvents } from './request-chat-events';
import { collectAll, textResponse } from './test-support';

const request: ProviderRequest = { url: 'https://example.test/v1/chat/completions', method: 'POST', headers: {}, body: '{}' };
const sse = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'hi' } }] })}\n\ndata: [DONE]\n\n`;
const call = (fetchFn: (url: string, init: RequestInit) => Promise<Response>, signal = new AbortController().signal, timeoutMs = 1000) =>
  collectAll(requestChatEvents(fetchFn, openaiAdapter, request, { timeoutMs, signal }));

describe('requestChatEvents', () => {
  it('sends the request and reads the answer', async () => {
    let sent: RequestInit | undefined;
    const events = await call(async (url, init) => {
      sent = init;
      expect(url).toBe(request.url);
      return textResponse(sse);
    });
    expect(sent?.body).toBe('{}');
    expect(events).toEqual([{ type: 'text', text: 'hi' }, { type: 'done' }]);
  });

  it('turns a failed connection into an error event before done', async () => {
    const events = await call(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(events).toEqual([{ type: 'error', message: 'Failed to fetch', code: 'request_failed' }, { type: 'done' }]);
  });

  it('reports a time-out while waiting for the headers', async () => {
    const never = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const events = await call(never, new AbortController().signal, 5);
    expect(events.map((event) => event.type)).toEqual(['error', 'done']);
    expect(events[0]).toMatchObject({ code: 'timeout' });
  });

  it('ends quietly when stopped before the answer came', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await call(() => Promise.resolve(textResponse(sse)), controller.signal)).toEqual([{ type: 'done' }]);
  });
});
