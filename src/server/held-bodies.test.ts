// The server as a process under the attack of held bodies: 64 clients, each with as many requests
// as it may have in flight, spread over every route that takes a body, each declaring its route's
// limit, sending the start and then holding the rest back. Relayed bodies must only pass through
// and bodies held whole must stay within the shared budget, so the server's resident memory stays
// bounded and another client is still served.

import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACT_MAX_BYTES } from '../core/chat/artifacts';
import { SHARE_MAX_BODY_BYTES } from '../core/constants/project';
import { PLUGIN_PROXY_PATH } from '../core/plugins/request';
import { DEFAULT_LIMITS, PROVIDER_MAX_BODY_BYTES } from './limits';
import { PLUGIN_PROXY_MAX_BODY_BYTES } from './routes/plugin-proxy';
import { UPSTASH_MAX_BODY_BYTES } from './routes/upstash';
import { WEBDAV_MAX_BODY_BYTES } from './routes/webdav';
import { startServerProcess, type ServerProcess } from '../../tests/fakes/server-process';

const MB = 1024 * 1024;
const CLIENTS = 64;
const PER_CLIENT = DEFAULT_LIMITS.maxInFlightPerClient;
/** What each held request sends before it stops: the start of its body, a few socket reads. */
const SENT_BYTES = 128 * 1024;
const MAX_RSS_BYTES = 300 * MB;

/** Upstreams on one loopback server: under /held it reads every body and never answers (a sync
 * server or provider that keeps the call open), elsewhere it answers 200 at once. */
let sink: http.Server;
let sinkUrl = '';
let heldBytes = 0;
const sinkSockets = new Set<Socket>();
beforeAll(async () => {
  sink = http.createServer((req, res) => {
    req.on('data', (chunk: Buffer) => {
      if (req.url?.startsWith('/held')) heldBytes += chunk.byteLength;
    });
    req.on('end', () => {
      if (req.url?.startsWith('/held')) return;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    req.on('error', () => res.destroy());
  });
  sink.on('connection', (socket) => {
    sinkSockets.add(socket);
    socket.once('close', () => sinkSockets.delete(socket));
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sinkSockets) socket.destroy();
  await new Promise((resolve) => sink.close(resolve));
});

interface Route {
  name: string;
  method: string;
  path: () => string;
  headers?: () => Record<string, string>;
  limit: number;
  /** Whether the server passes the body on to the sink's /held, which counts what arrives. */
  relayed?: boolean;
  /** The answers the held requests may get (undefined: none, still open); which of them come
   * depends on how long the attack took to gather (a sync relay gives up after 30 s). */
  answers: Array<number | undefined>;
}

/** A loopback endpoint nobody listed: the relay must refuse it, having read nothing. */
const REFUSED_ENDPOINT = 'http://127.0.0.1:9/dav';

const ROUTES: Route[] = [
  { name: 'provider, streamed', method: 'POST', path: () => '/api/openai/v1/chat/completions', limit: PROVIDER_MAX_BODY_BYTES, relayed: true, answers: [undefined] },
  { name: 'provider, held whole (Tencent)', method: 'POST', path: () => '/api/tencent', limit: PROVIDER_MAX_BODY_BYTES, answers: [undefined, 429] },
  { name: 'plugin proxy, refused address', method: 'POST', path: () => `${PLUGIN_PROXY_PATH}/search`, headers: () => ({ 'x-base-url': 'http://127.0.0.1:9' }), limit: PLUGIN_PROXY_MAX_BODY_BYTES, answers: [502] },
  { name: 'WebDAV, refused endpoint', method: 'PUT', path: () => `/api/webdav/sync/backup.json?endpoint=${encodeURIComponent(REFUSED_ENDPOINT)}`, limit: WEBDAV_MAX_BODY_BYTES, answers: [403] },
  { name: 'WebDAV, held', method: 'PUT', path: () => `/api/webdav/sync/backup.json?endpoint=${encodeURIComponent(`${sinkUrl}/held`)}`, limit: WEBDAV_MAX_BODY_BYTES, relayed: true, answers: [undefined, 504] },
  { name: 'Upstash, held', method: 'POST', path: () => `/api/upstash/set/state?endpoint=${encodeURIComponent(`${sinkUrl}/held`)}`, limit: UPSTASH_MAX_BODY_BYTES, relayed: true, answers: [undefined, 504] },
  { name: 'share', method: 'POST', path: () => '/api/share', limit: SHARE_MAX_BODY_BYTES, answers: [undefined, 429] },
  { name: 'artifacts', method: 'POST', path: () => '/api/artifacts', limit: ARTIFACT_MAX_BYTES * 2, answers: [undefined, 429] },
];

interface Held {
  request: http.ClientRequest;
  /** Resolves once the start of the body is written, or the server answered or closed first. */
  settled: Promise<void>;
  status: () => number | undefined;
}

/** Declares the route's limit, sends the start of the body, and holds the rest back. */
function hold(server: ServerProcess, route: Route, address: string): Held {
  const url = new URL(route.path(), server.url);
  let status: number | undefined;
  const request = http.request(url, {
    method: route.method,
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(route.limit), 'x-forwarded-for': address, ...route.headers?.() },
  });
  const settled = new Promise<void>((resolve) => {
    request.on('response', (response) => {
      status = response.statusCode;
      response.resume();
      resolve();
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(new Uint8Array(SENT_BYTES).fill(32), () => resolve());
  });
  return { request, settled, status: () => status };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('server process: held bodies on every route', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({
      TRUST_PROXY: '1',
      // Room for every client's full share, so the test measures bodies, not the overall cap.
      MAX_IN_FLIGHT: String(CLIENTS * PER_CLIENT + 100),
      BASE_URL: `${sinkUrl}/held`,
      OPENAI_API_KEY: 'sk-server',
      ANTHROPIC_URL: `${sinkUrl}/served`,
      ANTHROPIC_API_KEY: 'sk-ant-server',
      TENCENT_URL: `${sinkUrl}/held`,
      TENCENT_SECRET_ID: 'AKIDtest',
      TENCENT_SECRET_KEY: 'tencent-secret',
      PLUGIN_PROXY_HOSTS: '127.0.0.1',
      WHITE_WEBDAV_ENDPOINTS: sinkUrl,
    });
  });
  afterAll(() => server.stop());

  it(`stays under ${MAX_RSS_BYTES / MB} MB resident with ${CLIENTS} clients × ${PER_CLIENT} held bodies, and serves another client`, async () => {
    const held: Array<Held & { route: Route }> = [];
    try {
      // Client after client, as an attacker gathers its connections (all at once they would only
      // overflow the listen queues of the test's own servers).
      for (let client = 0; client < CLIENTS; client += 1) {
        // One network per client, so no grouping of neighbours folds them together.
        const address = `${11 + client}.0.0.1`;
        const batch = Array.from({ length: PER_CLIENT }, (_, slot) => {
          const route = ROUTES[slot % ROUTES.length] as Route;
          return { ...hold(server, route, address), route };
        });
        held.push(...batch);
        await Promise.all(batch.map((entry) => entry.settled));
      }
      expect(await server.peakRss()).toBeLessThan(MAX_RSS_BYTES);
      // Every relayed body's start has reached the held upstream: all of it went through the server.
      const relayed = held.filter((entry) => entry.route.relayed).length;
      await until(() => heldBytes >= relayed * SENT_BYTES);
      expect(await server.peakRss()).toBeLessThan(MAX_RSS_BYTES);

      // The budget of bodies held whole is full (Tencent, share and artifacts were refused as busy,
      // below): this small chat, which is held whole only when there is room, is streamed instead.
      const other = '203.0.113.9';
      const chat = await fetch(`${server.url}/api/anthropic/v1/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': other },
        body: JSON.stringify({ model: 'claude-3-5-haiku-latest', max_tokens: 16, messages: [{ role: 'user', content: 'still there?' }] }),
      });
      expect(chat.status).toBe(200);
      const backup = await fetch(`${server.url}/api/webdav/sync/backup.json?endpoint=${encodeURIComponent(`${sinkUrl}/served`)}`, { headers: { 'x-forwarded-for': other } });
      expect(backup.status).toBe(200);

      // Each route did what the attack meant it to: relayed bodies are still open (or, once the sync
      // relays' 30 s time-out passed, given up with 504), refused ones were refused for their address
      // before a byte was read, and bodies held whole were taken while the budget had room.
      for (const route of ROUTES) {
        const statuses = held.filter((entry) => entry.route === route).map((entry) => entry.status());
        for (const status of new Set(statuses)) expect(route.answers, route.name).toContain(status);
      }
    } finally {
      for (const entry of held) entry.request.destroy();
    }
  }, 300_000);
});
