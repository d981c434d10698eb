// The slow-body attack on a real server and real sockets: many connections that send their headers
// and then trickle their bodies, from several client addresses. Each address is a loopback address
// of its own (127.0.0.2, 127.0.0.3 …: all of 127/8 is loopback on Linux), so the server sees them on
// the socket as an attacker's distinct IPv4 hosts would be seen, with no proxy header to trust.
// Scaled down from the report (2,048 requests from 32 addresses against 2,000 places) to 64 from 4
// against 40.

import { serve, type ServerType } from '@hono/node-server';
import net, { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatCall, fakeEnv, startFake } from '../../tests/fakes/harness';
import type { FakeProviders } from '../../tests/fakes/server.mjs';
import { Admission } from './admission';
import { createApp } from './app';
import { loadConfig } from './config';
import type { ServerLimits } from './limits';

let fake: FakeProviders & { url: string };
beforeAll(async () => {
  fake = await startFake();
});
afterAll(() => fake.close());

interface Running {
  port: number;
  admission: Admission;
  close(): Promise<void>;
}

async function start(env: Record<string, string>, limits: Partial<ServerLimits>): Promise<Running> {
  const loaded = loadConfig({ ...fakeEnv(fake.url), ...env });
  const config = { ...loaded, limits: { ...loaded.limits, ...limits } };
  const admission = new Admission(config.limits);
  const app = createApp({ config, admission });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  return {
    port: (server.address() as AddressInfo).port,
    admission,
    close: () =>
      new Promise<void>((resolve) => {
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/** What each attacking request says it will send; it never sends more than a sliver of it. */
const DECLARED_BYTES = 10_000;
const CHAT_PATH = '/api/openai/v1/chat/completions';
const ARTIFACT_PATH = '/api/artifacts';

interface Trickler {
  /** The status of the answer, once one came. */
  status(): number | undefined;
  /** Settles when the connection is closed, by either side. */
  closed: Promise<void>;
  stop(): void;
}

/** A request that sends its headers and the body's first byte, then one more byte every
 * `everyMs` (or nothing more when absent), from the loopback address `from`. */
function trickle(port: number, from: string, path: string, everyMs?: number): Trickler {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (text: string) => (received += text));
  socket.on('error', () => undefined);
  socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${DECLARED_BYTES}\r\n\r\n{`);
  const timer = everyMs === undefined ? undefined : setInterval(() => socket.writable && socket.write(' '), everyMs);
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve();
    }),
  );
  return {
    status: () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      return status === undefined ? undefined : Number(status);
    },
    closed,
    stop: () => socket.destroy(),
  };
}

const ATTACKERS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];

async function chat(port: number, text: string): Promise<{ status: number; text: string }> {
  const call = chatCall('openai', text);
  const response = await fetch(`http://127.0.0.1:${port}${CHAT_PATH}`, { method: 'POST', headers: call.headers, body: call.body });
  return { status: response.status, text: await response.text() };
}

/** What the server logs as errors; a body cut or abandoned by its client is no server error. */
function logLines(): string[] {
  const lines: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  return lines;
}

describe('slow bodies', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keep a share of the places for another client while 64 trickling requests from 4 addresses hold the rest', async () => {
    // Body deadlines far beyond the test: the trickling requests hold their places throughout.
    const logged = logLines();
    const app = await start({ MAX_IN_FLIGHT: '40', MAX_IN_FLIGHT_PER_CLIENT: '16', IN_FLIGHT_RESERVE_PERCENT: '25', IN_FLIGHT_LIGHT_CLIENT: '4' }, { bodyIdleMs: 600_000 });
    const attackers: Trickler[] = [];
    try {
      for (let round = 0; round < 16; round += 1) {
        for (const [index, from] of ATTACKERS.entries()) attackers.push(trickle(app.port, from, index % 2 ? ARTIFACT_PATH : CHAT_PATH, 200));
      }
      const refused = () => attackers.filter((attacker) => attacker.status() === 429).length;
      // Settled: every attacking request is either holding a place or refused.
      await vi.waitFor(() => expect(app.admission.inFlight + refused()).toBe(attackers.length), { timeout: 20_000 });
      expect(refused()).toBeGreaterThan(0);
      expect(attackers.every((attacker) => attacker.status() === undefined || attacker.status() === 429)).toBe(true);

      // Another client, from 127.0.0.1, is answered in full.
      const answer = await chat(app.port, 'still served');
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('[DONE]');

      // The attackers give up half-way: their places come back, and nothing is logged for it.
      for (const attacker of attackers) attacker.stop();
      await vi.waitFor(() => expect(app.admission.inFlight).toBe(0));
      expect(logged).toEqual([]);
    } finally {
      for (const attacker of attackers) attacker.stop();
      await app.close();
    }
  }, 60_000);

  it('are cut when they send nothing for the deadline, or too little for the time waited, and give their places back', async () => {
    const logged = logLines();
    const app = await start({}, { bodyIdleMs: 300, bodyMinBytesPerSecond: 1000 });
    const attackers: Trickler[] = [];
    try {
      for (const from of ATTACKERS.slice(0, 2)) {
        for (const path of [CHAT_PATH, ARTIFACT_PATH]) {
          // Silent after the first byte: the wait without a byte runs out.
          attackers.push(trickle(app.port, from, path));
          // A byte every 50 ms beats that wait, but stays far under 1,000 bytes a second.
          attackers.push(trickle(app.port, from, path, 50));
        }
      }
      // Each is cut by the server while it is still sending: no answer (not even a refusal), the
      // connection closed.
      await Promise.all(attackers.map((attacker) => attacker.closed));
      expect(attackers.map((attacker) => attacker.status())).toEqual(attackers.map(() => undefined));
      await vi.waitFor(() => expect(app.admission.inFlight).toBe(0));
      // A cut body is the client's doing: no upstream failure, no stack trace.
      expect(logged).toEqual([]);

      // A body sent whole is not held to account for the wait of others.
      const answer = await chat(app.port, 'after the cut');
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('[DONE]');
    } finally {
      for (const attacker of attackers) attacker.stop();
      await app.close();
    }
  }, 60_000);
});
