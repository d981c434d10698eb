import { describe, expect, it } from 'vitest';
import { openaiAdapter } from '../providers/openai';
import type { ProviderRequest } from '../providers/adapter';
import { requestChatEvents } from './request-chat-events';
import { collectAll, textResponse } from './test-support';

const request: ProviderRequest = { url: 'https://example.test/v1/chat/completions', method: 'POST', headers: {}, body: '{}' };
const sse = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'hi' } }] })}\n\ndata: [DONE]\n\n`;
/** Waits are recorded, not slept; the dice always land at the top of the range. */
let waits: number[] = [];
const retry = { attempts: 3, sleep: async (ms: number) => void waits.push(ms), random: () => 0.999 };
const call = (fetchFn: (url: string, init: RequestInit) => Promise<Response>, signal = new AbortController().signal, timeoutMs = 1000) => {
  waits = [];
  return collectAll(requestChatEvents(fetchFn, openaiAdapter, request, { timeoutMs, signal, retry }));
};

/** A fetch that answers with each of `answers` in turn (an Error is thrown), counting its calls. */
function sequence(...answers: Array<Response | Error>) {
  const fetchFn = async () => {
    const next = answers[Math.min(fetchFn.calls, answers.length - 1)]!;
    fetchFn.calls += 1;
    if (next instanceof Error) throw next;
    return next.clone();
  };
  fetchFn.calls = 0;
  return fetchFn;
}
const status = (code: number, headers: Record<string, string> = {}, body = '{"error":{"message":"busy"}}') =>
  new Response(body, { status: code, headers: { 'content-type': 'application/json', ...headers } });

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

  it('turns a failed connection into an error event before done, after trying three times', async () => {
    const fetchFn = sequence(new TypeError('Failed to fetch'));
    const events = await call(fetchFn);
    expect(events).toEqual([{ type: 'error', message: 'Failed to fetch', code: 'unreachable' }, { type: 'done' }]);
    expect(fetchFn.calls).toBe(3);
    // Full jitter under a doubling bound: 500 ms, then 1 s.
    expect(waits).toEqual([499, 999]);
  });

  it.each([429, 502, 503, 504])('tries a %i again and reads the answer that follows', async (code) => {
    const fetchFn = sequence(status(code), textResponse(sse));
    expect(await call(fetchFn)).toEqual([{ type: 'text', text: 'hi' }, { type: 'done' }]);
    expect(fetchFn.calls).toBe(2);
  });

  it('waits what Retry-After asks when it is short, and shows the error when it is long', async () => {
    const short = sequence(status(429, { 'retry-after': '3' }), textResponse(sse));
    await call(short);
    expect(waits).toEqual([3000]);
    const long = sequence(status(429, { 'retry-after': '120' }), textResponse(sse));
    const events = await call(long);
    expect(long.calls).toBe(1);
    expect(events[0]).toMatchObject({ type: 'error', code: 'rate_limited', retryAfterSeconds: 120 });
  });

  it('does not try again what is not transient, nor our server’s refusal of wrong codes', async () => {
    for (const answer of [status(400), status(401), status(500), status(429, {}, '{"error":true,"code":"too_many_attempts","message":"wait"}')]) {
      const fetchFn = sequence(answer, textResponse(sse));
      const events = await call(fetchFn);
      expect(fetchFn.calls).toBe(1);
      expect(events[0]).toMatchObject({ type: 'error' });
    }
  });

  it('stops waiting at once when the user stops', async () => {
    const stop = new AbortController();
    const fetchFn = sequence(status(503), textResponse(sse));
    const events = await collectAll(
      requestChatEvents(fetchFn, openaiAdapter, request, {
        timeoutMs: 1000,
        signal: stop.signal,
        retry: { attempts: 3, random: () => 0.5, sleep: async () => { stop.abort(); throw new DOMException('aborted', 'AbortError'); } },
      }),
    );
    expect(events).toEqual([{ type: 'done' }]);
    expect(fetchFn.calls).toBe(1);
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
