import { Hono } from 'hono';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeEnv, SERVER_KEYS, startFake } from '../../../tests/fakes/harness';
import type { FakeProviders } from '../../../tests/fakes/server.mjs';
import { createApp } from '../app';
import { UNAUTHORIZED_MESSAGE } from '../access';
import { isBlockedAddress } from '../blocked-addresses';
import { loadConfig } from '../config';
import { createSafeFetch } from '../safe-fetch';
import { PLUGIN_PROXY_MAX_BODY_BYTES, PLUGIN_PROXY_MAX_RESPONSE_BYTES, pluginProxy, type PluginProxyDeps } from './plugin-proxy';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A plugin API on 127.0.0.2, the one private address the test guard admits. */
let plugin: Server;
let pluginUrl = '';
let received: Received[] = [];
/** A server on 127.0.0.1 that must never be reached. */
let internal: Server;
let internalUrl = '';
let internalHits = 0;
let fake: FakeProviders & { url: string };

beforeAll(async () => {
  plugin = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path.endsWith('/broken')) return res.writeHead(500, { 'content-type': 'text/plain' }).end('the weather station is down');
      if (path.endsWith('/huge')) return res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(PLUGIN_PROXY_MAX_RESPONSE_BYTES * 2));
      if (path.endsWith('/silent')) return; // never answers
      if (path.endsWith('/empty')) return res.writeHead(204).end();
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'tracker=1' }).end(JSON.stringify({ sky: 'clear', city: 'Oslo' }));
    });
  });
  await new Promise<void>((resolve) => plugin.listen(0, '127.0.0.2', resolve));
  pluginUrl = `http://127.0.0.2:${(plugin.address() as AddressInfo).port}`;
  internal = createServer((_req, res) => {
    internalHits += 1;
    res.end('internal secret');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  internalUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
  fake = await startFake();
});

afterAll(async () => {
  plugin.closeAllConnections();
  for (const server of [plugin, internal]) await new Promise((resolve) => server.close(resolve));
  await fake.close();
});

beforeEach(() => {
  received = [];
  internalHits = 0;
});

const testFetch = createSafeFetch((address) => address !== '127.0.0.2' && isBlockedAddress(address));

/** The route is open only with access control or a host list; most tests list the plugin's host. */
const PLUGIN_HOST = { PLUGIN_PROXY_HOSTS: '127.0.0.2' };

function routeWith(env: Record<string, string> = PLUGIN_HOST, deps: Partial<PluginProxyDeps> = {}): Hono {
  const app = new Hono();
  app.use('/api/proxy/*', pluginProxy({ config: loadConfig({ ...fakeEnv(fake.url), ...env }), fetcher: testFetch, ...deps }));
  app.all('*', (c) => c.text('not the plugin proxy', 418));
  return app;
}

describe('plugin proxy: forwarding', () => {
  it('sends method, encoded path, query, body and the plugin’s own headers to the base URL', async () => {
    const response = await routeWith().request('/api/proxy/weather/S%C3%A3o%20Paulo?days=2&units=metric', {
      method: 'POST',
      headers: {
        'x-base-url': `${pluginUrl}/v1/`,
        'content-type': 'application/json',
        authorization: 'Bearer plugin-token',
        'x-api-key': 'custom-key',
        cookie: 'session=browser',
        origin: 'http://app.example',
        referer: 'http://app.example/chat',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': '203.0.113.9',
      },
      body: '{"note":"hi"}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toEqual({ sky: 'clear', city: 'Oslo' });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call).toMatchObject({ method: 'POST', url: '/v1/weather/S%C3%A3o%20Paulo?days=2&units=metric', body: '{"note":"hi"}' });
    expect(call?.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer plugin-token', 'x-api-key': 'custom-key' });
    for (const name of ['cookie', 'origin', 'referer', 'sec-fetch-site', 'x-forwarded-for', 'x-base-url', 'x-access-code']) {
      expect(call?.headers).not.toHaveProperty(name);
    }
  });

  it('adds none of the server’s provider keys', async () => {
    await routeWith().request('/api/proxy/weather', { headers: { 'x-base-url': pluginUrl } });
    const sent = JSON.stringify(received[0]?.headers);
    for (const key of [SERVER_KEYS.openai, SERVER_KEYS.anthropic, SERVER_KEYS.google, SERVER_KEYS.moonshot]) expect(sent).not.toContain(key);
  });

  it('passes an error status and its body through', async () => {
    const response = await routeWith().request('/api/proxy/broken', { headers: { 'x-base-url': pluginUrl } });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('the weather station is down');
  });

  it('passes an empty answer through', async () => {
    const response = await routeWith().request('/api/proxy/empty', { method: 'DELETE', headers: { 'x-base-url': pluginUrl } });
    expect(response.status).toBe(204);
    expect(received[0]?.method).toBe('DELETE');
  });

  it('relays at most the response cap', async () => {
    const response = await routeWith().request('/api/proxy/huge', { headers: { 'x-base-url': pluginUrl } });
    expect((await response.arrayBuffer()).byteLength).toBe(PLUGIN_PROXY_MAX_RESPONSE_BYTES);
  });

  it('refuses a body over the cap without calling the plugin', async () => {
    const response = await routeWith().request('/api/proxy/weather', {
      method: 'POST',
      headers: { 'x-base-url': pluginUrl, 'content-type': 'text/plain' },
      body: 'x'.repeat(PLUGIN_PROXY_MAX_BODY_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(received).toHaveLength(0);
  });

  it('gives up on a plugin that does not answer in time', async () => {
    const response = await routeWith(PLUGIN_HOST, { timeoutMs: 50 }).request('/api/proxy/silent', { headers: { 'x-base-url': pluginUrl } });
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ code: 'upstream_timeout' });
  });

  it('leaves requests without a base URL to the routes after it', async () => {
    const response = await routeWith().request('/api/proxy/weather');
    expect(response.status).toBe(418);
  });

  it.each(['ftp://files.example/', 'file:///etc/passwd', '/relative', 'not a url'])('refuses the base URL %s', async (base) => {
    const response = await routeWith().request('/api/proxy/x', { headers: { 'x-base-url': base } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_base_url' });
  });

  /** Steps up that survive URL parsing and that a plugin's server may still decode into "../". */
  const STEPS_UP = ['..%2f', '%2e%2e%2f', '..%5c', '..;', '%2e%2e;', '..%252f', '...'];

  it.each(STEPS_UP)('refuses %s in the relayed path or the base URL’s path without calling the plugin', async (step) => {
    for (const [path, base] of [[`/api/proxy/${step}/admin`, `${pluginUrl}/v1/`], [`/api/proxy/v1/${step}/${step}/admin`, pluginUrl], ['/api/proxy/admin', `${pluginUrl}/v1/${step}/`]] as const) {
      const response = await routeWith().request(path, { headers: { 'x-base-url': base } });
      expect(response.status, `${path} at ${base}`).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'bad_path' });
    }
    expect(received).toHaveLength(0);
  });

  it('refuses methods a plugin operation does not use', async () => {
    const response = await routeWith().request('/api/proxy/x', { method: 'OPTIONS', headers: { 'x-base-url': pluginUrl } });
    expect(response.status).toBe(405);
    expect(received).toHaveLength(0);
  });

  it('sends the root path of an API', async () => {
    await routeWith().request('/api/proxy/?q=1', { headers: { 'x-base-url': `${pluginUrl}/v2` } });
    expect(received[0]?.url).toBe('/v2/?q=1');
  });
});

describe('plugin proxy: access', () => {
  it('asks for the access code when CODE is set', async () => {
    const app = routeWith({ ...PLUGIN_HOST, CODE: 'alpha' });
    const call = (headers: Record<string, string>) => app.request('/api/proxy/weather', { headers: { 'x-base-url': pluginUrl, ...headers } });

    const none = await call({});
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: true, code: 'unauthorized', message: UNAUTHORIZED_MESSAGE });
    // A provider key or a code in Authorization does not admit: Authorization is the plugin's.
    expect((await call({ authorization: 'Bearer sk-user-own' })).status).toBe(401);
    expect((await call({ authorization: 'Bearer nk-alpha' })).status).toBe(401);
    expect((await call({ 'x-access-code': 'wrong' })).status).toBe(401);
    expect(received).toHaveLength(0);

    expect((await call({ 'x-access-code': 'alpha', authorization: 'Bearer plugin-token' })).status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.headers.authorization).toBe('Bearer plugin-token');
  });
});

describe('plugin proxy: when it is open', () => {
  it('stays shut without access control and without a host list: no open proxy', async () => {
    const response = await routeWith({}).request('/api/proxy/weather', { headers: { 'x-base-url': pluginUrl } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: true, code: 'plugin_proxy_disabled' });
    expect(received).toHaveLength(0);
  });

  it('with a host list reaches only those hosts, even with an access code', async () => {
    const app = routeWith({ PLUGIN_PROXY_HOSTS: 'plugins.example.com', CODE: 'alpha' });
    const response = await app.request('/api/proxy/weather', { headers: { 'x-base-url': pluginUrl, 'x-access-code': 'alpha' } });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: true, code: 'host_not_allowed' });
    expect(received).toHaveLength(0);
  });

  it('with access control and no host list reaches any public host for a client with the code', async () => {
    const response = await routeWith({ CODE: 'alpha' }).request('/api/proxy/weather', {
      headers: { 'x-base-url': pluginUrl, 'x-access-code': 'alpha' },
    });
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
  });
});

describe('plugin proxy in the app', () => {
  const app = () => createApp({ config: loadConfig({ ...fakeEnv(fake.url), CODE: 'alpha' }) });

  it.each(['http://127.0.0.1:PORT', 'http://localhost:PORT', 'http://[::1]:PORT', 'http://10.0.0.1', 'http://192.168.1.1', 'http://169.254.169.254'])(
    'refuses the private or loopback target %s',
    async (base) => {
      const port = new URL(internalUrl).port;
      const response = await app().request('/api/proxy/latest/meta-data', {
        headers: { 'x-base-url': base.replace('PORT', port), 'x-access-code': 'alpha' },
      });
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ error: true, code: 'blocked_address' });
      expect(internalHits).toBe(0);
    },
  );

  it('still sends /api/proxy/<provider> without a base URL to that provider', async () => {
    const response = await app().request('/api/proxy/openai/v1/models', { headers: { 'x-access-code': 'alpha' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ object: 'list' });
  });
});
