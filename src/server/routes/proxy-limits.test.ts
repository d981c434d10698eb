// The provider proxy under abuse and faults: requests in flight capped, a silent upstream ended,
// a dropped one reported in one line, bodies counted as they pass.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatCall, fakeEnv, startApp, startFake, type RunningApp } from '../../../tests/fakes/harness';
import type { FakeProviders } from '../../../tests/fakes/server.mjs';
import { openaiAdapter } from '../../core/providers/openai';
import { readChatEvents } from '../../core/stream/read-chat-events';
import { collectAll } from '../../core/stream/test-support';

let fake: FakeProviders & { url: string };
beforeAll(async () => {
  fake = await startFake();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.release();
  vi.restoreAllMocks();
});

function send(app: RunningApp, text: string, headers: Record<string, string> = {}) {
  const call = chatCall('openai', text);
  return fetch(`${app.url}/api/openai/${call.path}`, { method: 'POST', headers: { ...call.headers, ...headers }, body: call.body });
}

/** Reads a streamed answer to its end: its text, or the error that cut it. */
async function readAll(response: Response): Promise<{ text: string; error?: unknown }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { text };
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    return { text, error };
  }
}

const logLines = () => {
  const lines: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  vi.spyOn(console, 'info').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  return lines;
};

describe('provider proxy: requests in flight', () => {
  it('refuses a client past its cap with 429 and Retry-After, and gives the places back when streams end', async () => {
    const app = await startApp({ ...fakeEnv(fake.url), MAX_IN_FLIGHT_PER_CLIENT: '2' });
    try {
      const open = [await send(app, '[[fake:hold]] one'), await send(app, '[[fake:hold]] two')];
      expect(open.map((response) => response.status)).toEqual([200, 200]);
      const refused = await send(app, 'three');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('2');
      expect(await refused.json()).toMatchObject({ error: true, code: 'too_many_requests' });
      fake.release();
      await Promise.all(open.map(readAll));
      expect((await send(app, 'four')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('caps all clients together with MAX_IN_FLIGHT', async () => {
    const app = await startApp({ ...fakeEnv(fake.url), MAX_IN_FLIGHT: '1', TRUST_PROXY: '1' });
    try {
      const first = await send(app, '[[fake:hold]] a', { 'x-forwarded-for': '198.51.100.1' });
      expect(first.status).toBe(200);
      expect((await send(app, 'b', { 'x-forwarded-for': '198.51.100.2' })).status).toBe(429);
      fake.release();
      await readAll(first);
    } finally {
      await app.close();
    }
  });
});

describe('provider proxy: upstream faults', () => {
  it('ends a stream whose upstream goes silent, with a cut the client sees, and says so in one line', async () => {
    const lines = logLines();
    const app = await startApp(fakeEnv(fake.url), { proxy: { timeouts: { headersMs: 5000, idleMs: 300 } } });
    try {
      const response = await send(app, '[[fake:hold]] silent');
      expect(response.status).toBe(200);
      const { text, error } = await readAll(response);
      expect(text).toContain('data:');
      expect(error).toBeDefined();
      expect(lines).toEqual(['[proxy] openai: 200 stream idle for 0.3 s, ended']);
    } finally {
      await app.close();
    }
  });

  it('says, before the cut, that the provider fell silent, so the app names it stalled (UPSTREAM_IDLE_SECONDS)', async () => {
    logLines();
    const app = await startApp({ ...fakeEnv(fake.url), UPSTREAM_IDLE_SECONDS: '1' });
    try {
      const response = await send(app, '[[fake:stall]] falls silent');
      const events = await collectAll(readChatEvents(response, openaiAdapter));
      expect(events).toEqual([
        { type: 'text', text: 'Echo' },
        { type: 'error', code: 'stalled', message: 'The server ended the stream: the provider sent nothing for too long' },
        { type: 'done' },
      ]);
    } finally {
      await app.close();
    }
  });

  it('reports a dropped upstream in one line, no stack trace, and cuts the client too', async () => {
    const lines = logLines();
    const app = await startApp(fakeEnv(fake.url));
    try {
      const { error } = await readAll(await send(app, '[[fake:drop]] [[fake:chunks=50]] dropped'));
      expect(error).toBeDefined();
      await vi.waitFor(() => expect(lines).toHaveLength(1));
      expect(lines[0]).toMatch(/^\[proxy\] openai: 200 stream cut \([A-Za-z_]+\)$/);
    } finally {
      await app.close();
    }
  });

  it('gives up on an upstream that never answers, with 504', async () => {
    const lines = logLines();
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const app = await startApp({ ...fakeEnv(fake.url), BASE_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` }, { proxy: { timeouts: { headersMs: 300, idleMs: 5000 } } });
    try {
      const response = await send(app, 'anyone there');
      expect(response.status).toBe(504);
      expect(await response.json()).toMatchObject({ error: true, code: 'upstream_timeout' });
      expect(lines).toEqual(['[proxy] openai: - no answer within 0.3 s']);
    } finally {
      await app.close();
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('logs an error answer in one line with its status, never the key', async () => {
    const lines = logLines();
    const app = await startApp(fakeEnv(fake.url));
    try {
      expect((await send(app, '[[fake:500]] broken')).status).toBe(500);
      expect(lines).toEqual(['[proxy] openai: 500 error answer']);
    } finally {
      await app.close();
    }
  });
});

describe('provider proxy: bodies', () => {
  it('counts a body sent without a length and refuses it past the limit', async () => {
    const app = await startApp(fakeEnv(fake.url), { proxy: { maxBodyBytes: 64 * 1024 } });
    try {
      const call = chatCall('openai', 'x'.repeat(200 * 1024));
      const chunks = new TextEncoder().encode(call.body);
      const body = new ReadableStream({
        start(controller) {
          for (let offset = 0; offset < chunks.length; offset += 16 * 1024) controller.enqueue(chunks.slice(offset, offset + 16 * 1024));
          controller.close();
        },
      });
      const response = await fetch(`${app.url}/api/openai/${call.path}`, { method: 'POST', headers: call.headers, body, duplex: 'half' } as RequestInit);
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'body_too_large' });
      expect(fake.requests.some((request) => request.body.length > 64 * 1024)).toBe(false);

      const declared = await fetch(`${app.url}/api/openai/${call.path}`, { method: 'POST', headers: call.headers, body: call.body });
      expect(declared.status).toBe(413);
      expect(await declared.json()).toMatchObject({ code: 'body_too_large' });
    } finally {
      await app.close();
    }
  });

  it('streams a body under the limit through whole', async () => {
    const app = await startApp(fakeEnv(fake.url));
    try {
      const call = chatCall('openai', `long ${'y'.repeat(300 * 1024)}`);
      const bytes = new TextEncoder().encode(call.body);
      const body = new ReadableStream({
        start(controller) {
          for (let offset = 0; offset < bytes.length; offset += 10_000) controller.enqueue(bytes.slice(offset, offset + 10_000));
          controller.close();
        },
      });
      const response = await fetch(`${app.url}/api/openai/${call.path}`, { method: 'POST', headers: call.headers, body, duplex: 'half' } as RequestInit);
      expect(response.status).toBe(200);
      await readAll(response);
      expect(fake.requests.at(-1)?.body).toBe(call.body);
    } finally {
      await app.close();
    }
    // 300 KB through two servers and back: seconds when the machine is busy, and no timing is meant.
  }, 30_000);
});
