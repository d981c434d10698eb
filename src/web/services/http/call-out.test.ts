// The one door out of the browser: what it adds, to whom, and how a call that ends badly ends.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../../core/constants/network';
import { ChatRequestError } from '../../../core/providers/errors';
import { errorEventOf, isAbortError } from '../../../core/stream/error-event';
import { errors } from '../../i18n/resources/en/errors';
import { describeChatError } from '../chat-errors';
import { ACCESS_CODE_HEADER, createCallOut, isOwnOrigin } from './call-out';

const CODE = 'secret-code';

/** Stands in for the scope's fetch; records what each call carried. */
function recordFetch(answer: () => Promise<Response> = async () => new Response('ok')) {
  const calls: { url: string; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: new Headers(init?.headers) });
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A fetch that only settles when its signal aborts, like a server that never answers. */
function hangingFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    ),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the access code goes to our own origin only', () => {
  const own = ['/api/openai/v1/chat/completions', './api/config', 'api/share', `${location.origin}/api/artifacts`];
  const foreign = [
    '//evil.example/api/openai/v1/chat/completions',
    'https://api.openai.com/v1/chat/completions',
    'https://dav.example.com/remote.php/webdav/polychat/backup.json',
    'https://other-deployment.example/api/webdav/polychat/backup.json',
    `${location.protocol}//${location.hostname}:${Number(location.port || 80) + 1}/api/config`,
    `https://evil.example/api?from=${encodeURIComponent(location.origin)}`,
    `https://${location.host}.evil.example/api/config`,
  ];

  it.each(own)('sends it to %s', async (url) => {
    const calls = recordFetch();
    await createCallOut(() => CODE).call(url);
    expect(calls[0]?.headers.get(ACCESS_CODE_HEADER)).toBe(CODE);
  });

  it.each(foreign)('never sends it to %s', async (url) => {
    const calls = recordFetch();
    await createCallOut(() => CODE).call(url, { headers: { Authorization: 'Bearer sk-user' } });
    expect(calls[0]?.headers.get(ACCESS_CODE_HEADER)).toBeNull();
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer sk-user');
  });

  it('adds nothing when there is no code, and keeps the caller’s headers in any form', async () => {
    const calls = recordFetch();
    await createCallOut(() => '').fetch('/api/config', { headers: { accept: 'application/json' } });
    expect([...calls[0]!.headers.keys()]).toEqual(['accept']);
    await createCallOut(() => CODE).fetch('/api/share', { headers: new Headers({ 'content-type': 'application/json' }) });
    expect(calls[1]?.headers.get('content-type')).toBe('application/json');
    expect(calls[1]?.headers.get(ACCESS_CODE_HEADER)).toBe(CODE);
  });

  it('reads the code at each call, so a code entered later is the one sent', async () => {
    const calls = recordFetch();
    let code = '';
    const { fetch } = createCallOut(() => code);
    await fetch('/api/config', {});
    code = CODE;
    await fetch('/api/config', {});
    expect(calls.map((call) => call.headers.get(ACCESS_CODE_HEADER))).toEqual([null, CODE]);
  });

  it('tells our origin from others by the resolved origin, not by the text', () => {
    expect(isOwnOrigin('/api/x', 'https://chat.example/app/')).toBe(true);
    expect(isOwnOrigin('https://chat.example/other', 'https://chat.example/app/')).toBe(true);
    expect(isOwnOrigin('//evil.example/api', 'https://chat.example/app/')).toBe(false);
    expect(isOwnOrigin('http://chat.example/api', 'https://chat.example/app/')).toBe(false);
    expect(isOwnOrigin('https://chat.example@evil.example/api', 'https://chat.example/app/')).toBe(false);
    expect(isOwnOrigin('http://[::1', 'https://chat.example/app/')).toBe(false);
  });
});

describe('a call’s time limit and its caller’s stop', () => {
  it('gives up after the time-out with the catalogue’s timeout, which the user reads in their language', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = createCallOut(() => '').call('/api/config', {}, { timeoutMs: 5000 });
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChatRequestError);
    expect(error).toMatchObject({ code: 'timeout' });
    expect(isAbortError(error)).toBe(false);
    expect(describeChatError(errorEventOf(error), { desktop: false, userKey: false }).text).toBe(errors.timeout);
  });

  it('waits REQUEST_TIMEOUT_MS when no limit is given', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const outcome = createCallOut(() => '').call('/api/config').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ code: 'timeout' });
  });

  it('rejects with the caller’s own abort when the caller stops, never as a time-out', async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = createCallOut(() => '').call('/api/config', {}, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ChatRequestError);
    expect(error).toBe(controller.signal.reason);
    expect(isAbortError(error)).toBe(true);
  });

  it('clears its timer as soon as the answer came, and after a failure', async () => {
    vi.useFakeTimers();
    recordFetch();
    await createCallOut(() => '').call('/api/config');
    expect(vi.getTimerCount()).toBe(0);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await createCallOut(() => '').call('/api/config').catch(() => undefined);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('maps “no answer at all” to the catalogue’s unreachable, keeping what the browser said', async () => {
    const failure = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(failure)));
    const error = await createCallOut(() => '').call('https://api.openai.com/v1/models').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'unreachable', message: 'Failed to fetch', cause: failure });
    expect(errorEventOf(error).code).toBe('unreachable');
  });
});

describe('a limit that covers the body', () => {
  /** An answer whose body sends one piece and then nothing; its signal errors it, as fetch's does. */
  function stalledBody() {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"partial":'));
            init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        });
        return new Response(body);
      }),
    );
  }

  it('ends a body that stops coming with the timeout', async () => {
    vi.useFakeTimers();
    stalledBody();
    const response = await createCallOut(() => '').call('/api/proxy/x', {}, { timeoutMs: 5000, includeBody: true });
    const reading = response.text().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await reading).toMatchObject({ code: 'timeout' });
  });

  it('does not cut a streamed answer by default: the limit ends with the headers', async () => {
    vi.useFakeTimers();
    stalledBody();
    const response = await createCallOut(() => '').call('/api/openai/v1/chat/completions', {}, { timeoutMs: 5000 });
    expect(vi.getTimerCount()).toBe(0);
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
  });

  it('clears its timer once the body was read, or when the reader lets go', async () => {
    vi.useFakeTimers();
    recordFetch(async () => new Response('whole'));
    const response = await createCallOut(() => '').call('/api/config', {}, { includeBody: true });
    expect(vi.getTimerCount()).toBe(1);
    expect(await response.text()).toBe('whole');
    expect(vi.getTimerCount()).toBe(0);
    stalledBody();
    const stalled = await createCallOut(() => '').call('/api/config', {}, { includeBody: true });
    await stalled.body!.cancel();
    expect(vi.getTimerCount()).toBe(0);
  });
});
