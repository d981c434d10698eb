import { Hono } from 'hono';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UNAUTHORIZED_MESSAGE } from '../access';
import { createApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { WEBDAV_MAX_BODY_BYTES, WEBDAV_ROUTE, webdavRoutes } from './webdav';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const BASIC = `Basic ${Buffer.from('alice:s3cret').toString('base64')}`;
const STATE = '{"chats":[{"id":"1","title":"Hello"}]}';

/** A WebDAV server on loopback, listed in WHITE_WEBDAV_ENDPOINTS under /dav: files in memory,
 * folders made by MKCOL (405 when there already), and a path that never answers. */
let dav: Server;
let davUrl = '';
let files = new Map<string, string>();
let folders = new Set<string>();
let received: Received[] = [];

beforeAll(async () => {
  dav = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      received.push({ method: req.method ?? '', url: path, headers: req.headers, body });
      if (path.startsWith('/dav/silent/')) return; // never answers
      if (path.startsWith('/dav/huge/')) return res.writeHead(200, { 'content-length': String(WEBDAV_MAX_BODY_BYTES + 1) }).write('{');
      if (path.startsWith('/dav/endless/')) return res.writeHead(200, { 'content-type': 'application/json' }).end('x'.repeat(SMALL_LIMIT * 4));
      if (req.method === 'MKCOL') {
        if (folders.has(path)) return res.writeHead(405).end();
        folders.add(path);
        return res.writeHead(201).end();
      }
      if (req.method === 'PUT') {
        files.set(path, body);
        return res.writeHead(201).end();
      }
      const file = files.get(path);
      if (file === undefined) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'dav=1' }).end(file);
    });
  });
  await new Promise<void>((resolve) => dav.listen(0, '127.0.0.1', resolve));
  davUrl = `http://127.0.0.1:${(dav.address() as AddressInfo).port}`;
});

afterAll(async () => {
  dav.closeAllConnections();
  await new Promise((resolve) => dav.close(resolve));
});

beforeEach(() => {
  files = new Map();
  folders = new Set();
  received = [];
});

/** A lowered limit, so the test that streams past it sends kilobytes, not megabytes. */
const SMALL_LIMIT = 16 * 1024;

const app = (env: Record<string, string> = {}) => createApp({ config: loadConfig({ WHITE_WEBDAV_ENDPOINTS: `${davUrl}/dav`, ...env }) });

/** /api/webdav/<path>?endpoint=<the test server's /dav/>&<extra> */
const at = (path: string, extra = '', endpoint = `${davUrl}/dav/`) => `${WEBDAV_ROUTE}/${path}?endpoint=${encodeURIComponent(endpoint)}${extra}`;

describe('WebDAV relay: what it relays', () => {
  it('reads backup.json with the user’s Basic credential and nothing else of the request', async () => {
    files.set('/dav/polychat/backup.json', STATE);
    const response = await app().request(at('polychat/backup.json'), {
      headers: { authorization: BASIC, cookie: 'session=browser', 'x-forwarded-for': '203.0.113.9', origin: 'http://app.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toBe(STATE);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'GET', url: '/dav/polychat/backup.json' });
    expect(received[0]?.headers.authorization).toBe(BASIC);
    for (const name of ['cookie', 'x-forwarded-for', 'origin']) expect(received[0]?.headers).not.toHaveProperty(name);
  });

  it('passes a 404 through: nothing synced yet', async () => {
    const response = await app().request(at('backup.json'), { headers: { authorization: BASIC } });
    expect(response.status).toBe(404);
    expect(received[0]?.url).toBe('/dav/backup.json');
  });

  it('writes the whole state with PUT, as JSON unless the page says otherwise', async () => {
    // Bytes, because a string body would get text/plain from the Request itself.
    const body = new TextEncoder().encode(STATE);
    const put = (headers: Record<string, string>) => app().request(at('polychat/backup.json'), { method: 'PUT', headers: { authorization: BASIC, ...headers }, body });
    expect((await put({})).status).toBe(201);
    expect(received[0]).toMatchObject({ method: 'PUT', url: '/dav/polychat/backup.json', body: STATE });
    expect(received[0]?.headers).toMatchObject({ authorization: BASIC, 'content-type': 'application/json' });
    expect(files.get('/dav/polychat/backup.json')).toBe(STATE);
    await put({ 'content-type': 'text/plain;charset=UTF-8' });
    expect(received[1]?.headers['content-type']).toBe('text/plain;charset=UTF-8');
  });

  it('sends proxy_method=MKCOL as MKCOL to the folder, and relays "already there"', async () => {
    const check = () => app().request(at('polychat/', '&proxy_method=MKCOL'), { headers: { authorization: BASIC } });
    expect((await check()).status).toBe(201);
    expect((await check()).status).toBe(405);
    expect(received.map((call) => `${call.method} ${call.url}`)).toEqual(['MKCOL /dav/polychat/', 'MKCOL /dav/polychat/']);
    expect(received[0]?.headers.authorization).toBe(BASIC);
    await app().request(at('', '&proxy_method=MKCOL'));
    expect(received[2]).toMatchObject({ method: 'MKCOL', url: '/dav/' });
  });

  it('adds the slash an endpoint lacks', async () => {
    await app().request(at('backup.json', '', `${davUrl}/dav`));
    expect(received[0]?.url).toBe('/dav/backup.json');
  });
});

describe('WebDAV relay: what it refuses', () => {
  it.each([
    ['GET', 'polychat/other.json', ''],
    ['GET', 'polychat/', ''],
    ['DELETE', 'polychat/backup.json', ''],
    ['PROPFIND', 'polychat/', ''],
    ['POST', 'polychat/backup.json', ''],
    ['GET', 'polychat/backup.json', '&proxy_method=MKCOL'],
    ['GET', 'polychat/', '&proxy_method=DELETE'],
    ['PUT', 'polychat/', '&proxy_method=MKCOL'],
  ])('%s %s%s: 403', async (method, path, extra) => {
    const response = await app().request(at(path, extra), { method, headers: { authorization: BASIC } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: true, code: 'not_relayed', message: expect.stringContaining('backup.json') });
    expect(received).toHaveLength(0);
  });

  // A literal ".." never gets here: URL parsing folds it (and %2e%2e) away before routing. These are
  // the spellings that survive it.
  it.each(['%2e%2e%2Fbackup.json', '..%2Fbackup.json', 'polychat%2Fbackup.json', '..%5Cbackup.json', 'polychat//backup.json', '%E0%A4%A/backup.json'])(
    'refuses the path %s',
    async (path) => {
      const response = await app().request(at(path), { headers: { authorization: BASIC } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: true, code: 'bad_path' });
      expect(received).toHaveLength(0);
    },
  );

  it.each(['', 'ftp://dav.example/', 'not a url', 'http://alice:s3cret@dav.example/', 'https://dav.example/?x=1'])('refuses the endpoint "%s"', async (endpoint) => {
    const response = await app().request(at('backup.json', '', endpoint));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ error: true, code: 'bad_endpoint' });
    expect(JSON.stringify(body)).not.toContain('s3cret');
  });

  it('refuses a backup over the size limit without calling the server', async () => {
    const response = await app().request(at('backup.json'), { method: 'PUT', body: 'x'.repeat(WEBDAV_MAX_BODY_BYTES + 1) });
    expect(response.status).toBe(413);
    expect(received).toHaveLength(0);
  });

  it('refuses an answer over the size limit, and fails one that only turns out too large', async () => {
    const response = await app().request(at('huge/backup.json'));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'answer_too_large' });
    // Without Content-Length the limit is met mid-stream: the page must see a failure, not a cut-off backup.
    const small = new Hono().route(WEBDAV_ROUTE, webdavRoutes({ config: loadConfig({ WHITE_WEBDAV_ENDPOINTS: `${davUrl}/dav` }), maxBytes: SMALL_LIMIT }));
    const endless = await small.request(at('endless/backup.json'));
    await expect(endless.text()).rejects.toThrow();
  });
});

describe('WebDAV relay: which servers', () => {
  it.each(['/davish/', '/', '/other/dav/'])('does not reach loopback at %s, outside the listed /dav', async (path) => {
    const response = await app().request(at('backup.json', '', `${davUrl}${path}`));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: true, code: 'blocked_address' });
    expect(received).toHaveLength(0);
  });

  it('does not reach a private address that is not listed', async () => {
    const response = await app().request(at('backup.json', '', `http://localhost:${new URL(davUrl).port}/dav/`));
    expect(response.status).toBe(403);
    expect(received).toHaveLength(0);
  });

  it('answers 502 without the credential when the server is down', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const response = await app({ WHITE_WEBDAV_ENDPOINTS: url }).request(at('backup.json', '', `${url}/`), { headers: { authorization: BASIC } });
    expect(response.status).toBe(502);
    const body = await response.json();
    expect(body).toMatchObject({ error: true, code: 'upstream_unreachable' });
    expect(JSON.stringify(body)).not.toContain(BASIC);
  });

  it('gives up on a server that does not answer in time', async () => {
    const routes = new Hono().route(WEBDAV_ROUTE, webdavRoutes({ config: loadConfig({ WHITE_WEBDAV_ENDPOINTS: davUrl }), timeoutMs: 50 }));
    const response = await routes.request(at('silent/backup.json'));
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: true, code: 'upstream_timeout', message: expect.stringContaining('did not answer') });
  });
});

describe('WebDAV relay: access', () => {
  it('needs the access code when CODE is set, and never passes the code on', async () => {
    const routes = new Hono().route(WEBDAV_ROUTE, webdavRoutes({ config: loadConfig({ CODE: 'alpha', WHITE_WEBDAV_ENDPOINTS: davUrl }) }));
    const call = (headers: Record<string, string>) => routes.request(at('backup.json'), { headers });

    const none = await call({ authorization: BASIC });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: true, code: 'unauthorized', message: UNAUTHORIZED_MESSAGE });
    expect((await call({ 'x-access-code': 'wrong' })).status).toBe(401);
    expect(received).toHaveLength(0);

    expect((await call({ 'x-access-code': 'alpha', authorization: BASIC })).status).toBe(404);
    expect(received[0]?.headers.authorization).toBe(BASIC);
    expect(received[0]?.headers).not.toHaveProperty('x-access-code');
    expect((await call({ authorization: 'Bearer nk-alpha' })).status).toBe(404);
    expect(received[1]?.headers).not.toHaveProperty('authorization');
  });

  it('is mounted in the app behind the same gate', async () => {
    expect((await app({ CODE: 'alpha' }).request(at('backup.json'))).status).toBe(401);
    expect((await app({ CODE: 'alpha' }).request(at('backup.json'), { headers: { 'x-access-code': 'alpha' } })).status).toBe(404);
  });
});

describe('WHITE_WEBDAV_ENDPOINTS', () => {
  it('is a comma separated list of http(s) URLs, kept without trailing slash', () => {
    expect(loadConfig({}).whiteWebdavEndpoints).toEqual([]);
    expect(loadConfig({ WHITE_WEBDAV_ENDPOINTS: 'http://nas.lan:5005/dav/, ,https://redis.lan' }).whiteWebdavEndpoints).toEqual(['http://nas.lan:5005/dav', 'https://redis.lan']);
  });

  it('names the bad item without quoting it', () => {
    expect(() => loadConfig({ WHITE_WEBDAV_ENDPOINTS: 'http://nas.lan, ftp://files.lan' })).toThrow(/WHITE_WEBDAV_ENDPOINTS: item 2: expected an http\(s\) URL/);
    expect(() => loadConfig({ WHITE_WEBDAV_ENDPOINTS: 'http://alice:s3cret@nas.lan' })).toThrow(ConfigError);
    expect(() => loadConfig({ WHITE_WEBDAV_ENDPOINTS: 'http://alice:s3cret@nas.lan' })).not.toThrow(/s3cret/);
  });
});
