import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../constants/network';
import type { ProviderRequest } from '../providers/adapter';
import { ChatRequestError, ProviderConfigError } from '../providers/errors';
import { errorEventOf, isAbortError } from '../stream/error-event';
import type { Fetch } from '../types';
import { fetchWithTimeout, requestTimeoutFor } from './fetch-with-timeout';

const request: ProviderRequest = {
  url: 'https://api.example.test/v1/chat/completions',
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: '{"stream":true}',
};

/** A fetch that only settles when its signal aborts, like a server that never answers. */
const hangingFetch: Fetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('fetchWithTimeout', () => {
  it('passes the request through with a signal', async () => {
    const fetchFn = vi.fn<Fetch>(async () => new Response('ok'));
    const response = await fetchWithTimeout(fetchFn, request);
    expect(await response.text()).toBe('ok');
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe(request.url);
    expect(init).toMatchObject({ method: 'POST', headers: request.headers, body: request.body });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends no body on a GET', async () => {
    const fetchFn = vi.fn<Fetch>(async () => new Response('ok'));
    await fetchWithTimeout(fetchFn, { url: '/api/openai/v1/models', method: 'GET', headers: {} });
    expect(fetchFn.mock.calls[0]?.[1]).not.toHaveProperty('body');
  });

  it('gives up after REQUEST_TIMEOUT_MS with code timeout', async () => {
    vi.useFakeTimers();
    const pending = fetchWithTimeout(hangingFetch, request);
    const outcome = expect(pending).rejects.toMatchObject({ code: 'timeout', name: 'ChatRequestError' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('honours a custom time-out', async () => {
    vi.useFakeTimers();
    const pending = fetchWithTimeout(hangingFetch, request, { timeoutMs: IMAGE_REQUEST_TIMEOUT_MS });
    const outcome = expect(pending).rejects.toBeInstanceOf(ChatRequestError);
    await vi.advanceTimersByTimeAsync(IMAGE_REQUEST_TIMEOUT_MS);
    await outcome;
  });

  it('rejects with the abort, not a time-out, when the caller stops', async () => {
    const controller = new AbortController();
    const pending = fetchWithTimeout(hangingFetch, request, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ChatRequestError);
  });

  it('does not start when the caller has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(fetchWithTimeout(hangingFetch, request, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('stops the clock once headers arrive, but keeps the caller signal linked', async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | undefined;
    const fetchFn: Fetch = async (_url, init) => {
      seen = init.signal ?? undefined;
      return new Response('streaming');
    };
    const controller = new AbortController();
    await fetchWithTimeout(fetchFn, request, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 3);
    expect(seen?.aborted).toBe(false);
    controller.abort();
    expect(seen?.aborted).toBe(true);
  });
});

describe('fetchWithTimeout errors', () => {
  it('turns “no answer at all” into the catalogue’s unreachable, keeping the cause', async () => {
    const failure = new TypeError('Failed to fetch');
    const error = await fetchWithTimeout(async () => Promise.reject(failure), request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatRequestError);
    expect(error).toMatchObject({ code: 'unreachable', message: 'Failed to fetch', cause: failure });
  });

  it('leaves no timer behind once the answer came, nor after a failure', async () => {
    vi.useFakeTimers();
    await fetchWithTimeout(async () => new Response('ok'), request);
    expect(vi.getTimerCount()).toBe(0);
    await fetchWithTimeout(async () => Promise.reject(new TypeError('Failed to fetch')), request).catch(() => undefined);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('requestTimeoutFor', () => {
  it('doubles the time-out for image models', () => {
    expect(requestTimeoutFor({ model: 'dall-e-3' })).toBe(IMAGE_REQUEST_TIMEOUT_MS);
    expect(requestTimeoutFor({ model: 'gpt-image-1' })).toBe(IMAGE_REQUEST_TIMEOUT_MS);
    expect(requestTimeoutFor({ model: 'gpt-4o-mini' })).toBe(REQUEST_TIMEOUT_MS);
  });
});

describe('errorEventOf', () => {
  it('keeps the code of typed errors', () => {
    expect(errorEventOf(new ProviderConfigError('incomplete', 'azure_incomplete'))).toEqual({
      type: 'error',
      message: 'incomplete',
      code: 'azure_incomplete',
    });
    expect(errorEventOf(new ChatRequestError('slow', 'timeout', 504))).toEqual({
      type: 'error',
      message: 'slow',
      code: 'timeout',
      status: 504,
    });
  });

  it('turns fetch’s TypeError into unreachable, and anything else into request_failed', () => {
    expect(errorEventOf(new TypeError('Failed to fetch'))).toEqual({
      type: 'error',
      message: 'Failed to fetch',
      code: 'unreachable',
    });
    expect(errorEventOf('odd')).toEqual({ type: 'error', message: 'odd', code: 'request_failed' });
  });
});
