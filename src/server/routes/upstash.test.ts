import { Hono } from 'hono';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { UPSTASH_MAX_BODY_BYTES, upstashRoutes } from './upstash';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const TOKEN = 'AXXXupstash-token';
const BEARER = `Bearer ${TOKEN}`;

/** Upstash's REST API on loopback, listed in WHITE_WEBDAV_ENDPOINTS: GET /get/<key>, POST
 * /set/<key> with the value as body, a bearer token on every call, and a key that never answers. */
let upstash: Server;
let upstashUrl = '';
let values = new Map<string, string>();
let received: Received[] = [];

beforeAll(async () => {
  upstash = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const answer = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.headers.authorization !== BEARER) return answer(401, { error: 'Unauthorized' });
      const [, command, key = ''] = (req.url ?? '').split('/');
      if (key === 'silent') return; // never answers
      if (command === 'get') return answer(200, { result: values.get(key) ?? null });
      values.set(key, body);
      answer(200, { result: 'OK' });
    });
  });
  await new Promise<void>((resolve) => upstash.listen(0, '127.0.0.1', resolve));
  upstashUrl = `http://127.0.0.1:${(upstash.address() as AddressInfo).port}`;
});

afterAll(async () => {
  upstash.closeAllConnections();
  await new Promise((resolve) => upstash.close(resolve));
});

beforeEach(() => {
  values = new Map();
  received = [];
});

const app = (env: Record<string, string> = {}) =>
  createApp({ config: loadConfig({ WHITE_WEBDAV_ENDPOINTS: upstashUrl, ...env }) });

const at = (path: string, endpoint = upstashUrl) => `/api/upstash/${path}?endpoint=${encodeURIComponent(endpoint)}`;

describe('Upstash relay', () => {
  it('sets a value with the body as it is and reads it back, with the user’s bearer token', async () => {
    const value = '{"chats":[]} and more';
    const set = await app().request(at('set/polychat-chunk-0'), { method: 'POST', headers: { authorization: BEARER, cookie: 'a=1' }, body: value });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ result: 'OK' });
    expect(received[0]).toMatchObject({ method: 'POST', url: '/set/polychat-chunk-0', body: value });
    expect(received[0]?.headers.authorization).toBe(BEARER);
    expect(received[0]?.headers).not.toHaveProperty('cookie');

    const get = await app().request(at('get/polychat-chunk-0'), { headers: { authorization: BEARER } });
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('application/json');
    expect(await get.json()).toEqual({ result: value });
    expect(received[1]).toMatchObject({ method: 'GET', url: '/get/polychat-chunk-0' });
  });

  it('relays Upstash’s own refusal', async () => {
    const response = await app().request(at('get/key'), { headers: { authorization: 'Bearer wrong' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
  });

  it('keeps the endpoint’s path and drops its trailing slash', async () => {
    await app().request(at('get/key', `${upstashUrl}/`), { headers: { authorization: BEARER } });
    expect(received[0]?.url).toBe('/get/key');
  });

  it.each(['bad%20key', 'a%2Fb', 'x'.repeat(201), 'emoji%F0%9F%98%80'])('refuses the key %s', async (key) => {
    const response = await app().request(at(`get/${key}`), { headers: { authorization: BEARER } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: true, code: 'bad_key' });
    expect(received).toHaveLength(0);
  });

  it.each([
    ['GET', 'set/key'],
    ['POST', 'get/key'],
    ['POST', 'flushall'],
    ['GET', 'set/key/value'],
    ['DELETE', 'del/key'],
    // URL parsing folds the dots: this is GET /api/upstash/, no command at all.
    ['GET', 'get/%2E%2E'],
  ])('%s %s: 403', async (method, path) => {
    const response = await app().request(at(path), { method, headers: { authorization: BEARER } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: true, code: 'not_relayed' });
    expect(received).toHaveLength(0);
  });

  it('refuses a value over the size limit without calling Upstash', async () => {
    const response = await app().request(at('set/key'), { method: 'POST', headers: { authorization: BEARER }, body: 'x'.repeat(UPSTASH_MAX_BODY_BYTES + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: true, code: 'body_too_large' });
    expect(received).toHaveLength(0);
  });

  it.each(['..%2f', '%2e%2e%2f', '..%5c', '..;', '..%252f'])('refuses %s in the endpoint’s path, which would leave the listed one', async (step) => {
    const response = await app({ WHITE_WEBDAV_ENDPOINTS: `${upstashUrl}/kv` }).request(at('get/key', `${upstashUrl}/kv/${step}`), { headers: { authorization: BEARER } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: true, code: 'bad_endpoint' });
    expect(received).toHaveLength(0);
  });

  it('refuses a bad endpoint', async () => {
    const response = await app().request(at('get/key', 'redis://127.0.0.1:6379'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_endpoint' });
  });

  it('does not reach a loopback endpoint that is not listed', async () => {
    const response = await app({ WHITE_WEBDAV_ENDPOINTS: '' }).request(at('get/key'), { headers: { authorization: BEARER } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: true, code: 'blocked_address' });
    expect(received).toHaveLength(0);
  });

  it('gives up on an Upstash that does not answer in time', async () => {
    const routes = new Hono().route('/api/upstash', upstashRoutes({ config: loadConfig({ WHITE_WEBDAV_ENDPOINTS: upstashUrl }), timeoutMs: 50 }));
    const response = await routes.request(at('get/silent'), { headers: { authorization: BEARER } });
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: true, code: 'upstream_timeout' });
  });

  it('needs the access code when CODE is set, with the bearer token still Upstash’s', async () => {
    const none = await app({ CODE: 'alpha' }).request(at('get/key'), { headers: { authorization: BEARER } });
    expect(none.status).toBe(401);
    expect(received).toHaveLength(0);
    const admitted = await app({ CODE: 'alpha' }).request(at('get/key'), { headers: { authorization: BEARER, 'x-access-code': 'alpha' } });
    expect(admitted.status).toBe(200);
    expect(received[0]?.headers.authorization).toBe(BEARER);
    expect(received[0]?.headers).not.toHaveProperty('x-access-code');
  });
});
