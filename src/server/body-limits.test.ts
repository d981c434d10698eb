// Every route that takes a body, sent one over its limit without a Content-Length (so the server
// can only count it as it arrives), on a real socket: the client gets the route's documented 413
// and code, not a reset connection, and what went upstream never passed the limit.

import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACT_MAX_BYTES } from '../core/chat/artifacts';
import { SHARE_MAX_BODY_BYTES } from '../core/constants/project';
import { PLUGIN_PROXY_PATH } from '../core/plugins/request';
import { RELAY_PATH, RELAY_TARGET_HEADER } from '../core/providers/relay';
import { startApp, type RunningApp } from '../../tests/fakes/harness';
import { loadConfig } from './config';
import { createLaunchGate, launchUrl } from './launch-gate';
import { PROVIDER_MAX_BODY_BYTES } from './limits';
import { createSafeFetch } from './safe-fetch';
import { PLUGIN_PROXY_MAX_BODY_BYTES, pluginProxy } from './routes/plugin-proxy';
import { UPSTASH_MAX_BODY_BYTES } from './routes/upstash';
import { WEBDAV_MAX_BODY_BYTES } from './routes/webdav';

const PIECE_BYTES = 64 * 1024;
/** How far past its limit each body goes: more than any socket buffer takes in one go. */
const OVER_BYTES = 1024 * 1024;

/** An upstream (provider, sync server, plugin) that reads every body to its end and answers 200;
 * it records the largest body it was sent. */
let sink: http.Server;
let sinkUrl = '';
let largestReceived = 0;

/** The app as configured for a server, the desktop app's relay, and the plugin proxy allowed to
 * reach the sink on loopback (the server's own guard refuses loopback). */
let app: RunningApp;
let desktop: RunningApp;
let desktopCookie = '';
let plugins: ServerType;
let pluginsUrl = '';

beforeAll(async () => {
  sink = http.createServer((req, res) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.byteLength));
    req.on('end', () => {
      largestReceived = Math.max(largestReceived, size);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"OK"}');
    });
    req.on('error', () => res.destroy());
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;

  const dataDir = await mkdtemp(join(tmpdir(), 'body-limits-'));
  app = await startApp({ BASE_URL: sinkUrl, OPENAI_API_KEY: 'sk-server', TENCENT_URL: sinkUrl, TENCENT_SECRET_ID: 'AKIDtest', TENCENT_SECRET_KEY: 'secret', WHITE_WEBDAV_ENDPOINTS: sinkUrl, DATA_DIR: dataDir });

  const gate = createLaunchGate();
  desktop = await startApp({ HOSTNAME: '127.0.0.1', DATA_DIR: dataDir }, { desktop: { gate } });
  gate.host = new URL(desktop.url).host;
  const launched = await fetch(launchUrl(gate), { redirect: 'manual' });
  desktopCookie = (launched.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  const pluginApp = new Hono().use(`${PLUGIN_PROXY_PATH}/*`, pluginProxy({ config: loadConfig({ PLUGIN_PROXY_HOSTS: '127.0.0.1' }), fetcher: createSafeFetch(() => false) }));
  plugins = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: pluginApp.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  pluginsUrl = `http://127.0.0.1:${(plugins.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  await desktop.close();
  (plugins as http.Server).closeAllConnections();
  await new Promise((resolve) => plugins.close(resolve));
  sink.closeAllConnections();
  await new Promise((resolve) => sink.close(resolve));
});

/** A body of that many bytes in 64 KB pieces, sent chunked (no Content-Length). */
function chunkedBody(bytes: number): ReadableStream<Uint8Array> {
  const piece = new Uint8Array(PIECE_BYTES).fill(32);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(PIECE_BYTES, bytes - sent);
      sent += size;
      controller.enqueue(size === PIECE_BYTES ? piece : piece.subarray(0, size));
    },
  });
}

interface Route {
  name: string;
  url: () => string;
  method: string;
  headers?: () => Record<string, string>;
  limit: number;
  code: string;
}

const ROUTES: Route[] = [
  { name: 'provider proxy (streamed)', url: () => `${app.url}/api/openai/v1/chat/completions`, method: 'POST', limit: PROVIDER_MAX_BODY_BYTES, code: 'body_too_large' },
  { name: 'provider proxy (held whole: Tencent signs the body)', url: () => `${app.url}/api/tencent`, method: 'POST', limit: PROVIDER_MAX_BODY_BYTES, code: 'body_too_large' },
  { name: 'plugin proxy', url: () => `${pluginsUrl}${PLUGIN_PROXY_PATH}/weather`, method: 'POST', headers: () => ({ 'x-base-url': sinkUrl }), limit: PLUGIN_PROXY_MAX_BODY_BYTES, code: 'body_too_large' },
  { name: 'WebDAV', url: () => `${app.url}/api/webdav/sync/backup.json?endpoint=${encodeURIComponent(sinkUrl)}`, method: 'PUT', limit: WEBDAV_MAX_BODY_BYTES, code: 'body_too_large' },
  { name: 'Upstash', url: () => `${app.url}/api/upstash/set/state?endpoint=${encodeURIComponent(sinkUrl)}`, method: 'POST', limit: UPSTASH_MAX_BODY_BYTES, code: 'body_too_large' },
  { name: 'share', url: () => `${app.url}/api/share`, method: 'POST', limit: SHARE_MAX_BODY_BYTES, code: 'body_too_large' },
  { name: 'artifacts', url: () => `${app.url}/api/artifacts`, method: 'POST', limit: ARTIFACT_MAX_BYTES * 2, code: 'too_large' },
  { name: 'desktop relay', url: () => `${desktop.url}${RELAY_PATH}`, method: 'POST', headers: () => ({ cookie: desktopCookie, origin: desktop.url, [RELAY_TARGET_HEADER]: `${sinkUrl}/v1/chat/completions` }), limit: PROVIDER_MAX_BODY_BYTES, code: 'body_too_large' },
];

describe('a chunked body over the limit', () => {
  it.each(ROUTES)('gets 413 with its code on the $name route, not a reset', async (route) => {
    largestReceived = 0;
    const response = await fetch(route.url(), {
      method: route.method,
      headers: { 'content-type': 'application/json', ...route.headers?.() },
      body: chunkedBody(route.limit + OVER_BYTES),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: true, code: route.code });
    expect(largestReceived).toBeLessThanOrEqual(route.limit);
  }, 30_000);

  it('leaves the server answering on the same routes afterwards', async () => {
    const response = await fetch(`${app.url}/api/upstash/set/state?endpoint=${encodeURIComponent(sinkUrl)}`, { method: 'POST', body: chunkedBody(PIECE_BYTES), duplex: 'half' } as RequestInit);
    expect(response.status).toBe(200);
    expect(largestReceived).toBe(PIECE_BYTES);
  });
});
