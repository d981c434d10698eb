// The realtime relay on a real Node server, reached by real WebSocket clients, in front of the
// fake realtime API (tests/support/realtime-fake.ts).

import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_CLOSE, REALTIME_CODE_SUBPROTOCOL_PREFIX, REALTIME_SUBPROTOCOL } from '../core/constants/realtime';
import { encodeSubprotocolValue } from '../core/realtime/route';
import { startRealtimeFake, type RealtimeFake } from '../../tests/support/realtime-fake';
import { loadConfig } from './config';
import { REALTIME_LIMITS, type RealtimeLimits } from './realtime-limits';
import { attachRealtimeRelay, type RealtimeRelay } from './realtime-relay';

const SERVER_KEY = 'sk-server-realtime-secret';
const AZURE_KEY = 'azure-server-realtime-secret';

let fake: RealtimeFake;
const running: Array<{ server: Server; relay: RealtimeRelay }> = [];

beforeAll(async () => {
  fake = await startRealtimeFake();
});
afterAll(() => fake.close());
afterEach(async () => {
  for (const { server, relay } of running.splice(0)) {
    relay.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  fake.calls.length = 0;
});

async function startRelay(env: Record<string, string> = {}, limits: Partial<RealtimeLimits> = {}): Promise<string> {
  const config = loadConfig({ OPENAI_API_KEY: SERVER_KEY, BASE_URL: fake.url, AZURE_URL: fake.url, AZURE_API_KEY: AZURE_KEY, ...env });
  const server = createServer((_request, response) => response.writeHead(404).end());
  const relay = attachRealtimeRelay(server, { config, limits: { ...REALTIME_LIMITS, ...limits } });
  running.push({ server, relay });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface Opened {
  socket: WebSocket;
  /** Every message the page received, as text. */
  messages: string[];
  /** The handshake answer's headers. */
  headers: Record<string, string | string[] | undefined>;
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the first message of `type`. */
  next: (type: string) => Promise<Record<string, unknown>>;
}

function open(
  base: string,
  query = '?provider=openai&model=gpt-realtime',
  protocols: string[] = [REALTIME_SUBPROTOCOL],
  path = '/api/realtime',
): Promise<Opened> {
  const socket = new WebSocket(`${base}${path}${query}`, protocols);
  const messages: string[] = [];
  const waiters: Array<{ type: string; resolve: (event: Record<string, unknown>) => void }> = [];
  socket.on('message', (data) => {
    const text = String(data);
    messages.push(text);
    const event = JSON.parse(text) as Record<string, unknown>;
    for (const waiter of waiters.filter((item) => item.type === event.type)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  const next = (type: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const seen = messages.map((text) => JSON.parse(text) as Record<string, unknown>).find((event) => event.type === type);
      if (seen) resolve(seen);
      else waiters.push({ type, resolve });
    });
  return new Promise((resolve, reject) => {
    let headers: Opened['headers'] = {};
    socket.on('upgrade', (response) => (headers = response.headers));
    socket.on('open', () => resolve({ socket, messages, headers, closed, next }));
    socket.on('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.on('error', reject);
  });
}

const codeProtocol = (code: string) => REALTIME_CODE_SUBPROTOCOL_PREFIX + encodeSubprotocolValue(code);

/** 100 ms of a loud tone as the page sends it. */
function loudAudio(): string {
  const pcm = Buffer.alloc(2400 * 2);
  for (let index = 0; index < 2400; index++) pcm.writeInt16LE(Math.round(Math.sin(index / 5) * 12_000), index * 2);
  return pcm.toString('base64');
}

describe('the realtime relay', () => {
  it('joins the page to the provider with the server key, which never reaches the page', async () => {
    const base = await startRelay();
    const page = await open(base);
    expect(page.socket.protocol).toBe(REALTIME_SUBPROTOCOL);
    await page.next('session.created');
    page.socket.send(JSON.stringify({ type: 'session.update', session: { type: 'realtime' } }));
    await page.next('session.updated');
    for (let chunk = 0; chunk < 5; chunk++) page.socket.send(JSON.stringify({ type: 'input_audio_buffer.append', audio: loudAudio() }));
    await page.next('input_audio_buffer.speech_started');
    const [call] = fake.calls;
    expect(call?.url).toBe('/v1/realtime?model=gpt-realtime');
    expect(call?.headers.authorization).toBe(`Bearer ${SERVER_KEY}`);
    expect(call?.received.slice(0, 2)).toEqual(['session.update', 'input_audio_buffer.append']);
    const everything = JSON.stringify(page.headers) + page.messages.join('\n');
    expect(everything).not.toContain(SERVER_KEY);
    page.socket.close(1000);
    await page.closed;
  });

  it('reaches Azure’s realtime endpoint on the server’s resource with its api-key', async () => {
    const base = await startRelay();
    const page = await open(base, '?provider=azure&model=my-realtime');
    await page.next('session.created');
    const [call] = fake.calls;
    expect(call?.url).toBe('/openai/realtime?api-version=2025-04-01-preview&deployment=my-realtime');
    expect(call?.headers['api-key']).toBe(AZURE_KEY);
    expect(call?.headers.authorization).toBeUndefined();
    page.socket.close(1000);
  });

  it('asks for the access code when CODE is set, and takes it only as a subprotocol', async () => {
    const base = await startRelay({ CODE: 'open sesame' });
    const without = await open(base);
    expect(await without.closed).toEqual({ code: REALTIME_CLOSE.unauthorized, reason: 'unauthorized' });
    const wrong = await open(base, undefined, [REALTIME_SUBPROTOCOL, codeProtocol('guess')]);
    expect((await wrong.closed).code).toBe(REALTIME_CLOSE.unauthorized);
    const inQuery = await open(base, '?provider=openai&model=gpt-realtime&code=open%20sesame');
    expect((await inQuery.closed).code).toBe(REALTIME_CLOSE.unauthorized);
    expect(fake.calls).toHaveLength(0);
    const right = await open(base, undefined, [REALTIME_SUBPROTOCOL, codeProtocol('open sesame')]);
    await right.next('session.created');
    expect(fake.calls).toHaveLength(1);
    right.socket.close(1000);
  });

  it('goes only to the configured endpoint: no other provider, address or path', async () => {
    const base = await startRelay();
    await expect(open(base, '?provider=google&model=gemini-pro')).rejects.toThrow('HTTP 400');
    await expect(open(base, '?provider=openai&model=gpt-realtime%2F..%2F..%2Fevil')).rejects.toThrow('HTTP 400');
    await expect(open(base, '?provider=openai&provider=azure&model=gpt-realtime')).rejects.toThrow('HTTP 400');
    await expect(open(base, undefined, undefined, '/api/realtime/../elsewhere')).rejects.toThrow('HTTP 404');
    await expect(open(base, undefined, ['chat'])).rejects.toThrow('HTTP 400');
    // Whatever else the page adds to the query stays here.
    const page = await open(base, '?provider=openai&model=gpt-realtime&url=ws%3A%2F%2Fevil.example%2F&base=ws%3A%2F%2Fevil.example');
    await page.next('session.created');
    expect(fake.calls.map((call) => call.url)).toEqual(['/v1/realtime?model=gpt-realtime']);
    page.socket.close(1000);
  });

  it('refuses a call for a provider the server holds no key for', async () => {
    const base = await startRelay({ OPENAI_API_KEY: '' });
    const page = await open(base);
    expect(await page.closed).toEqual({ code: REALTIME_CLOSE.notConfigured, reason: 'no_server_key' });
    expect(fake.calls).toHaveLength(0);
  });

  it('applies DISABLE_GPT4 to realtime models', async () => {
    const base = await startRelay({ DISABLE_GPT4: '1' });
    const page = await open(base, '?provider=openai&model=gpt-4o-realtime-preview');
    expect((await page.closed).code).toBe(REALTIME_CLOSE.forbidden);
    const unlisted = await open(base, '?provider=azure&model=some-deployment');
    expect((await unlisted.closed).code).toBe(REALTIME_CLOSE.forbidden);
    expect(fake.calls).toHaveLength(0);
  });

  it('ends a call that sends a message over the size bound', async () => {
    const base = await startRelay({}, { maxClientMessageBytes: 1024 });
    const page = await open(base);
    await page.next('session.created');
    page.socket.send(JSON.stringify({ type: 'input_audio_buffer.append', audio: 'A'.repeat(2048) }));
    expect((await page.closed).code).toBe(1009);
    await expect.poll(() => fake.calls[0]?.closed).toBe(true);
    expect(fake.calls[0]?.received).toEqual([]);
  });

  it('ends a call that sends faster than the rate bound', async () => {
    const base = await startRelay({}, { maxClientMessagesPerSecond: 5 });
    const page = await open(base);
    await page.next('session.created');
    for (let index = 0; index < 20; index++) page.socket.send(JSON.stringify({ type: 'input_audio_buffer.clear' }));
    expect(await page.closed).toEqual({ code: REALTIME_CLOSE.tooMuch, reason: 'too_many_messages' });
    await expect.poll(() => fake.calls[0]?.closed).toBe(true);
    expect(fake.calls[0]?.received.length).toBeLessThanOrEqual(5);
  });

  it('bounds the calls of one client and of the whole server', async () => {
    const base = await startRelay({}, { maxSessionsPerClient: 2, maxSessions: 3 });
    const first = await open(base);
    const second = await open(base);
    await Promise.all([first.next('session.created'), second.next('session.created')]);
    const third = await open(base);
    expect(await third.closed).toEqual({ code: REALTIME_CLOSE.busy, reason: 'too_many_calls' });
    expect(fake.calls).toHaveLength(2);
    // A place comes back when a call ends.
    first.socket.close(1000);
    await first.closed;
    await expect.poll(() => running[0]?.relay.sessions).toBe(1);
    const again = await open(base);
    await again.next('session.created');
    second.socket.close(1000);
    again.socket.close(1000);
  });

  it('ends a call at its longest length', async () => {
    const base = await startRelay({}, { maxSessionMs: 300 });
    const page = await open(base);
    await page.next('session.created');
    expect(await page.closed).toEqual({ code: REALTIME_CLOSE.tooLong, reason: 'session_too_long' });
    await expect.poll(() => fake.calls[0]?.closed).toBe(true);
    expect(running[0]?.relay.sessions).toBe(0);
  });

  it('tells the page when the provider refuses the session', async () => {
    const base = await startRelay({ BASE_URL: 'http://127.0.0.1:9' });
    const page = await open(base);
    expect(await page.closed).toEqual({ code: REALTIME_CLOSE.upstreamFailed, reason: 'upstream_refused' });
    expect(running[0]?.relay.sessions).toBe(0);
  });

  // A page that gives up on the connection while it is made (Chromium's close() of a socket still
  // connecting, when the call ends at once for want of a microphone) leaves at any point of the
  // handshake: each must end the provider's session and give the call's place back.
  for (const leave of ['end', 'destroy'] as const) {
    for (const afterMs of [0, 20, 60]) {
      it(`ends the provider's session when the page leaves mid-handshake (${leave} after ${afterMs} ms)`, async () => {
        const base = await startRelay();
        const { port } = new URL(base);
        const client = connect(Number(port), '127.0.0.1');
        client.on('error', () => undefined);
        await new Promise<void>((resolve) => client.once('connect', resolve));
        client.write(
          [
            'GET /api/realtime?provider=openai&model=gpt-realtime HTTP/1.1',
            `Host: 127.0.0.1:${port}`,
            'Upgrade: websocket',
            'Connection: Upgrade',
            'Sec-WebSocket-Version: 13',
            `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
            `Sec-WebSocket-Protocol: ${REALTIME_SUBPROTOCOL}`,
            '',
            '',
          ].join('\r\n'),
        );
        await new Promise((resolve) => setTimeout(resolve, afterMs));
        client[leave]();
        await expect.poll(() => running[0]?.relay.sessions).toBe(0);
        await expect.poll(() => fake.calls.every((call) => call.closed)).toBe(true);
        client.destroy();
      });
    }
  }
});
