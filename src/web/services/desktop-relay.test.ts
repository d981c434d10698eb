import { describe, expect, it, vi } from 'vitest';
import { RELAY_PATH, RELAY_TARGET_HEADER } from '../../core/providers/relay';
import { installDesktopRelay, relayingFetch } from './desktop-relay';

const ORIGIN = 'http://127.0.0.1:4321';

function recorder() {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: input instanceof Request ? input.url : String(input), init });
    return new Response('ok');
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe('the desktop relay in the window', () => {
  it('sends a call to another origin to the relay, unchanged but for the header naming it', async () => {
    const { calls, fetchImpl } = recorder();
    const body = JSON.stringify({ model: 'gpt-4o-mini', messages: [] });
    const target = 'https://api.openai.com/v1/chat/completions';
    await relayingFetch(fetchImpl, ORIGIN)(target, { method: 'POST', headers: { Authorization: 'Bearer sk-user' }, body });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${ORIGIN}${RELAY_PATH}`);
    const headers = new Headers(calls[0]!.init?.headers);
    expect(headers.get(RELAY_TARGET_HEADER)).toBe(target);
    expect(headers.get('authorization')).toBe('Bearer sk-user');
    expect(calls[0]!.init?.method).toBe('POST');
    expect(calls[0]!.init?.body).toBe(body);
  });

  it('leaves calls to its own server alone', async () => {
    const { calls, fetchImpl } = recorder();
    await relayingFetch(fetchImpl, ORIGIN)('./api/config');
    await relayingFetch(fetchImpl, ORIGIN)(`${ORIGIN}/masks.json`);
    expect(calls.map((call) => call.url)).toEqual(['./api/config', `${ORIGIN}/masks.json`]);
  });

  it('takes a Request object with its method, headers and body as bytes', async () => {
    const { calls, fetchImpl } = recorder();
    const request = new Request('http://localhost:11434/v1/chat/completions', { method: 'POST', headers: { 'x-api-key': 'k' }, body: 'hello' });
    await relayingFetch(fetchImpl, ORIGIN)(request);
    const headers = new Headers(calls[0]!.init?.headers);
    expect(headers.get(RELAY_TARGET_HEADER)).toBe('http://localhost:11434/v1/chat/completions');
    expect(headers.get('x-api-key')).toBe('k');
    expect(new TextDecoder().decode(calls[0]!.init?.body as ArrayBuffer)).toBe('hello');
  });

  it('replaces the fetch of the scope it is installed in', async () => {
    const { calls, fetchImpl } = recorder();
    const scope = { fetch: fetchImpl, location: { origin: ORIGIN } };
    installDesktopRelay(scope);
    await scope.fetch('https://generativelanguage.googleapis.com/v1beta/models?key=abc');
    expect(calls[0]!.url).toBe(`${ORIGIN}${RELAY_PATH}`);
  });
});
