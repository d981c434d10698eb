// What the MCP relay refuses and what it keeps to itself, on real sockets: the access code, every
// host not listed in MCP_ALLOWED_HOSTS when there is no access code, every spelling of a private
// address (literal, after DNS, after a redirect) unless MCP_ALLOWED_HOSTS lists it, endpoints that are not http(s), bodies and answers past their bounds, the headers
// either way, and upstreams that stall.

import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server as NetServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MCP_RELAY_CLOSED_CODE, MCP_RELAY_ENDPOINT_PARAM, MCP_RELAY_ROUTE } from '../../core/constants/mcp';
import { startApp, type RunningApp } from '../../../tests/fakes/harness';
import { isBlockedAddress } from '../blocked-addresses';
import { ConfigError, loadConfig } from '../config';
import { createSafeFetch } from '../safe-fetch';
import { MCP_RELAY_MAX_BODY_BYTES, mcpRelayRoutes, type McpRelayDeps } from './mcp-relay';

interface Hit {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The MCP server's own answer headers, of which only the relayed ones may reach the page. */
const UPSTREAM_ANSWER_HEADERS = {
  'content-type': 'application/json',
  'set-cookie': 'mcp=1; Path=/',
  'mcp-session-id': 'session-1',
  'www-authenticate': 'Bearer resource_metadata="https://mcp.example/.well-known/oauth-protected-resource"',
  'access-control-allow-origin': '*',
  'strict-transport-security': 'max-age=60',
  'x-powered-by': 'test',
  location: '/elsewhere',
};
const SMALL_ANSWER_BYTES = 16 * 1024;

/** The target: on every loopback form (it listens on "::", both families), recording what reaches it. */
let target: Server;
let port = 0;
let hits: Hit[] = [];
/** Resolves when the connection of a stalled answer closes: the relay let its upstream go. */
let upstreamReleased: Promise<void> = Promise.resolve();

/** A "public" server: 127.0.0.2, the one loopback address the test's safe fetch admits. */
let publicServer: Server;
let publicUrl = '';
/** Its host and port, as MCP_ALLOWED_HOSTS lists it. */
let publicHost = '';
/** The requests that reached it. */
let publicHits = 0;
const testFetch = createSafeFetch((address) => address !== '127.0.0.2' && isBlockedAddress(address));

function answer(path: string, res: ServerResponse, body: string): void {
  if (path.startsWith('/stall-headers')) return;
  if (path.startsWith('/stall-body')) {
    upstreamReleased = new Promise((resolve) => res.once('close', () => resolve()));
    res.writeHead(200, { 'content-type': 'text/event-stream' }).write('event: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress"}\n\n');
    return;
  }
  if (path.startsWith('/cached')) return void res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=60' }).end('{}');
  if (path.startsWith('/big')) return void res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(SMALL_ANSWER_BYTES + 1) }).write('{');
  if (path.startsWith('/endless')) return void res.writeHead(200, { 'content-type': 'application/json' }).end(`"${'x'.repeat(SMALL_ANSWER_BYTES * 4)}"`);
  if (path.startsWith('/events')) return void res.writeHead(200, { 'content-type': 'text/event-stream' }).end(`data: "${'x'.repeat(SMALL_ANSWER_BYTES * 4)}"\n\n`);
  res.writeHead(200, UPSTREAM_ANSWER_HEADERS).end(body || '{"ok":true}');
}

async function listen(server: NetServer, host: string): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  target = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      hits.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      answer(req.url ?? '/', res, body);
    });
  });
  port = await listen(target, '::');
  publicServer = createServer((req, res) => {
    publicHits += 1;
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/to') return void res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('url') ?? '/' }).end();
    // A server that moved its endpoint: POST /mcp answers 307 to /mcp/, which echoes the body.
    if (url.pathname === '/mcp') return void res.writeHead(307, { location: '/mcp/' }).end();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(Buffer.concat(chunks)));
  });
  publicUrl = `http://127.0.0.2:${await listen(publicServer, '127.0.0.2')}`;
  publicHost = new URL(publicUrl).host;
});

afterAll(async () => {
  for (const server of [target, publicServer]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

beforeEach(() => {
  hits = [];
  publicHits = 0;
});

/** The access code of the relays that have one: with it, any public host may be reached. */
const RELAY_CODE = 'alpha';

interface Relay {
  url: string;
  /** Its access code, which `through` sends. */
  code?: string;
  close(): Promise<void>;
}

/** The relay alone on a real socket, with the given environment and replaced parts. */
async function startRelay(env: Record<string, string> = {}, deps: Omit<McpRelayDeps, 'config'> = {}): Promise<Relay> {
  const app = new Hono().route(MCP_RELAY_ROUTE, mcpRelayRoutes({ config: loadConfig(env), ...deps }));
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    code: env.CODE,
    close: () =>
      new Promise<void>((resolve) => {
        (server as Server).closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A call through the relay, with the relay's access code when it has one. */
function through(relay: { url: string; code?: string }, endpoint: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (relay.code !== undefined && !headers.has('x-access-code')) headers.set('x-access-code', relay.code);
  return fetch(`${relay.url}${MCP_RELAY_ROUTE}?${MCP_RELAY_ENDPOINT_PARAM}=${encodeURIComponent(endpoint)}`, { ...init, headers });
}

const at = (host: string, path = '/answer') => `http://${host}:${port}${path}`;

describe('MCP relay: the access code', () => {
  let app: RunningApp;
  beforeAll(async () => {
    // The target is listed, so that the code is the only thing that can refuse.
    app = await startApp({ CODE: 'alpha', MCP_ALLOWED_HOSTS: `127.0.0.1:${port}` });
  });
  afterAll(() => app.close());

  it('refuses a call without the right code in x-access-code, and never reaches the MCP server', async () => {
    const refusedHeaders: Array<Record<string, string>> = [{}, { 'x-access-code': 'wrong' }, { authorization: 'Bearer nk-alpha' }, { authorization: 'alpha' }];
    for (const headers of refusedHeaders) {
      const response = await through(app, at('127.0.0.1'), { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: true, code: 'unauthorized' });
    }
    expect(hits).toHaveLength(0);
  });

  it('relays with the code, passing the MCP server’s Authorization on and the code not', async () => {
    const response = await through(app, at('127.0.0.1'), { headers: { 'x-access-code': 'alpha', authorization: 'Bearer nk-not-ours' } });
    expect(response.status).toBe(200);
    expect(hits[0]?.headers.authorization).toBe('Bearer nk-not-ours');
    expect(hits[0]?.headers).not.toHaveProperty('x-access-code');
  });
});

// With the access code: the relay may then reach any public host, and the address is what refuses.
describe('MCP relay: addresses', () => {
  let relay: Relay;
  beforeAll(async () => {
    relay = await startRelay({ CODE: RELAY_CODE });
  });
  afterAll(() => relay.close());

  // Each with the MCP_ALLOWED_HOSTS entry that admits it: the same target, reached by another name.
  const LOOPBACK: Array<[string, string]> = [
    ['127.0.0.1', '127.0.0.1'],
    ['[::1]', '[::1]'],
    ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]'],
    ['[::ffff:7f00:1]', '[::ffff:7f00:1]'],
    ['0.0.0.0', '0.0.0.0'],
    ['0x7f.1', '127.0.0.1'],
    ['localhost', 'localhost'],
  ];

  it.each(LOOPBACK)('refuses %s, and reaches it once %s is listed', async (host, listed) => {
    const refused = await through(relay, at(host));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: true, code: 'blocked_address' });
    expect(hits).toHaveLength(0);

    const allowed = await startRelay({ CODE: RELAY_CODE, MCP_ALLOWED_HOSTS: `mcp.example.org, ${listed}:${port}` });
    try {
      expect((await through(allowed, at(host))).status).toBe(200);
      expect(hits).toHaveLength(1);
      // Listed with its port, the host is admitted on that port only.
      expect(await (await through(allowed, `http://${host}:${port + 1}/`)).json()).toMatchObject({ code: 'blocked_address' });
    } finally {
      await allowed.close();
    }
  });

  it.each(['http://10.0.0.1/mcp', 'http://10.255.0.9:8080/mcp', 'http://169.254.169.254/latest/meta-data/', 'http://[fd00::1]/mcp', 'http://[fe80::1]/mcp', 'http://192.168.1.1/mcp'])(
    'refuses the private address %s',
    async (endpoint) => {
      const response = await through(relay, endpoint);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: true, code: 'blocked_address' });
    },
  );

  it('refuses a public server that redirects to loopback, unless the loopback host is listed', async () => {
    const testRelay = await startRelay({ CODE: RELAY_CODE }, { fetcher: testFetch });
    const redirect = `${publicUrl}/to?url=${encodeURIComponent(at('127.0.0.1'))}`;
    const listedPublic = await startRelay({ CODE: RELAY_CODE, MCP_ALLOWED_HOSTS: '127.0.0.2' }, { fetcher: testFetch });
    const listedTarget = await startRelay({ CODE: RELAY_CODE, MCP_ALLOWED_HOSTS: `127.0.0.1:${port}` }, { fetcher: testFetch });
    try {
      // The public server itself is reached (the test's guard admits 127.0.0.2).
      expect((await through(testRelay, `${publicUrl}/echo`)).status).toBe(200);
      for (const status of ['302', '307']) {
        const refused = await through(testRelay, `${redirect}&status=${status}`);
        expect(refused.status).toBe(403);
        expect(await refused.json()).toMatchObject({ code: 'blocked_address' });
      }
      // Listing the first hop does not admit where it redirects: every hop is judged.
      expect((await through(listedPublic, redirect)).status).toBe(403);
      expect(hits).toHaveLength(0);
      expect((await through(listedTarget, redirect)).status).toBe(200);
      expect(hits).toHaveLength(1);
    } finally {
      await Promise.all([testRelay.close(), listedPublic.close(), listedTarget.close()]);
    }
  });

  it('answers 502 to a status no Response can carry, and goes on serving', async () => {
    const odd = createNetServer((socket) => socket.once('data', () => socket.end('HTTP/1.1 999 Odd\r\ncontent-length: 0\r\n\r\n')));
    const relayed = await startRelay({ MCP_ALLOWED_HOSTS: '127.0.0.1' });
    try {
      const oddPort = await listen(odd, '127.0.0.1');
      const response = await through(relayed, `http://127.0.0.1:${oddPort}/mcp`);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ error: true, code: 'bad_status' });
      expect((await through(relayed, at('127.0.0.1'))).status).toBe(200);
    } finally {
      odd.close();
      await relayed.close();
    }
  });

  it('sends a POST again where its server redirects it', async () => {
    const testRelay = await startRelay({ CODE: RELAY_CODE }, { fetcher: testFetch });
    try {
      const message = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}';
      const response = await through(testRelay, `${publicUrl}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: message });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(message);
    } finally {
      await testRelay.close();
    }
  });
});

describe('MCP relay without an access code', () => {
  /** What a refusal says: the host, why, and what the administrator can do. */
  async function expectClosed(response: Response, host: string): Promise<void> {
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { error: boolean; code: string; message: string };
    expect(body).toMatchObject({ error: true, code: MCP_RELAY_CLOSED_CODE });
    expect(body.message).toContain(`${host} is not a listed host`);
    expect(body.message).toContain('no access code (CODE)');
    expect(body.message).toContain('set CODE, or add its host to MCP_ALLOWED_HOSTS');
  }

  it('reaches no unlisted host, public or private, by any method, on a fresh deployment or with a list', async () => {
    // The list names the "public" server's address on another port only: a listed port is that port.
    const relays = [await startRelay({}, { fetcher: testFetch }), await startRelay({ MCP_ALLOWED_HOSTS: `mcp.example.org, 127.0.0.2:${port}` }, { fetcher: testFetch })];
    try {
      for (const relay of relays) {
        for (const method of ['GET', 'POST', 'DELETE']) {
          const body = method === 'POST' ? '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' : null;
          await expectClosed(await through(relay, `${publicUrl}/echo`, { method, body }), publicHost);
        }
        await expectClosed(await through(relay, 'http://10.0.0.1/mcp'), '10.0.0.1');
        await expectClosed(await through(relay, 'https://mcp.example.com/mcp'), 'mcp.example.com');
      }
      expect(publicHits).toBe(0);
      expect(hits).toHaveLength(0);
    } finally {
      await Promise.all(relays.map((relay) => relay.close()));
    }
  });

  it('refuses an unlisted host before reading the body: a body that never ends is answered at once', async () => {
    const relay = await startRelay({}, { fetcher: testFetch });
    let pulls = 0;
    // A request whose body sends one piece and then waits for ever: read first, it would hold the
    // answer until the test timed out.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1) controller.enqueue(new TextEncoder().encode('{"jsonrpc":"2.0",'));
        return new Promise(() => undefined);
      },
    });
    try {
      const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit;
      await expectClosed(await through(relay, 'https://mcp.example.com/mcp', init), 'mcp.example.com');
      expect(publicHits).toBe(0);
    } finally {
      await body.cancel().catch(() => undefined);
      await relay.close();
    }
  });

  it('reaches a listed host, public or private', async () => {
    const relay = await startRelay({ MCP_ALLOWED_HOSTS: `${publicHost}, 127.0.0.1:${port}` }, { fetcher: testFetch });
    try {
      const message = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}';
      const echoed = await through(relay, `${publicUrl}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: message });
      expect(echoed.status).toBe(200);
      expect(await echoed.text()).toBe(message);
      expect((await through(relay, at('127.0.0.1'))).status).toBe(200);
      expect(hits).toHaveLength(1);
    } finally {
      await relay.close();
    }
  });

  it('refuses where a listed host redirects to an unlisted one, before reaching it', async () => {
    // The target on 127.0.0.2 is "public" to the test's guard: only the list can refuse it.
    const redirect = `${publicUrl}/to?url=${encodeURIComponent(at('127.0.0.2'))}`;
    const listedFirst = await startRelay({ MCP_ALLOWED_HOSTS: publicHost }, { fetcher: testFetch });
    const listedBoth = await startRelay({ MCP_ALLOWED_HOSTS: `${publicHost}, 127.0.0.2:${port}` }, { fetcher: testFetch });
    try {
      for (const status of ['302', '307']) await expectClosed(await through(listedFirst, `${redirect}&status=${status}`), `127.0.0.2:${port}`);
      expect(publicHits).toBe(2);
      expect(hits).toHaveLength(0);
      expect((await through(listedBoth, redirect)).status).toBe(200);
      expect(hits).toHaveLength(1);
    } finally {
      await Promise.all([listedFirst.close(), listedBoth.close()]);
    }
  });

  it('with CODE set, still reaches any public host, and follows its redirects to another', async () => {
    const relay = await startRelay({ CODE: RELAY_CODE }, { fetcher: testFetch });
    try {
      const message = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}';
      const echoed = await through(relay, `${publicUrl}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: message });
      expect(echoed.status).toBe(200);
      expect(await echoed.text()).toBe(message);
      expect((await through(relay, `${publicUrl}/to?url=${encodeURIComponent(at('127.0.0.2'))}`)).status).toBe(200);
      expect(hits).toHaveLength(1);
    } finally {
      await relay.close();
    }
  });
});

describe('MCP relay: endpoints and methods', () => {
  let relay: Relay;
  beforeAll(async () => {
    relay = await startRelay({ MCP_ALLOWED_HOSTS: `127.0.0.1:${port}` });
  });
  afterAll(() => relay.close());

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/plain,hello',
    'ftp://127.0.0.1/',
    'ws://127.0.0.1/mcp',
    `http://user:secret@127.0.0.1:PORT/answer`,
    `http://127.0.0.1:PORT/answer#fragment`,
    '/answer',
    'not a url',
    '',
  ])('refuses the endpoint "%s"', async (endpoint) => {
    const response = await through(relay, endpoint.replace('PORT', String(port)));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ error: true, code: 'bad_endpoint' });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(hits).toHaveLength(0);
  });

  it('refuses a missing or repeated endpoint', async () => {
    expect((await fetch(`${relay.url}${MCP_RELAY_ROUTE}`)).status).toBe(400);
    const twice = `${MCP_RELAY_ENDPOINT_PARAM}=${encodeURIComponent(at('127.0.0.1'))}`;
    expect((await fetch(`${relay.url}${MCP_RELAY_ROUTE}?${twice}&${twice}`)).status).toBe(400);
    expect(hits).toHaveLength(0);
  });

  it('passes the endpoint’s own query on', async () => {
    expect((await through(relay, at('127.0.0.1', '/answer?api_key=k1&profile=a%20b'))).status).toBe(200);
    expect(hits[0]?.url).toBe('/answer?api_key=k1&profile=a%20b');
  });

  it.each(['PUT', 'PATCH', 'OPTIONS', 'HEAD'])('refuses %s', async (method) => {
    expect((await through(relay, at('127.0.0.1'), { method })).status).toBe(405);
    expect(hits).toHaveLength(0);
  });

  it('relays an OAuth token request as it is: a form, no MCP header', async () => {
    const form = 'grant_type=authorization_code&code=c0de&code_verifier=v&client_id=polychat';
    const response = await through(relay, at('127.0.0.1', '/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(hits[0]).toMatchObject({ method: 'POST', url: '/token', body: form });
    expect(hits[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });
});

describe('MCP relay: headers', () => {
  let relay: Relay;
  beforeAll(async () => {
    relay = await startRelay({ MCP_ALLOWED_HOSTS: `127.0.0.1:${port}` });
  });
  afterAll(() => relay.close());

  const PASSED = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    authorization: 'Bearer oauth-token',
    'mcp-session-id': 'session-1',
    'mcp-protocol-version': '2025-06-18',
    'last-event-id': 'event-7',
  };
  const KEPT = {
    cookie: 'polychat=session',
    'x-access-code': 'alpha',
    'x-forwarded-for': '203.0.113.9',
    'x-real-ip': '203.0.113.9',
    forwarded: 'for=203.0.113.9',
    origin: 'https://polychat.example',
    referer: 'https://polychat.example/chat',
    'x-custom': 'page',
    'proxy-authorization': 'Basic cHJveHk=',
  };

  it('passes on only the MCP and OAuth headers, unchanged', async () => {
    const response = await through(relay, at('127.0.0.1'), { method: 'POST', headers: { ...PASSED, ...KEPT }, body: '{}' });
    expect(response.status).toBe(200);
    const received = hits[0]?.headers ?? {};
    expect(received).toMatchObject(PASSED);
    for (const name of [...Object.keys(KEPT), 'user-agent', 'accept-language', 'sec-fetch-mode', 'accept-encoding']) expect(received).not.toHaveProperty(name);
  });

  it('passes back only the status, body and MCP headers, never a cookie', async () => {
    const response = await through(relay, at('127.0.0.1'));
    expect(await response.text()).toBe('{"ok":true}');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('mcp-session-id')).toBe('session-1');
    expect(response.headers.get('www-authenticate')).toBe(UPSTREAM_ANSWER_HEADERS['www-authenticate']);
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const name of ['set-cookie', 'access-control-allow-origin', 'strict-transport-security', 'x-powered-by', 'location']) expect(response.headers.get(name)).toBeNull();
    expect((await through(relay, at('127.0.0.1', '/cached'))).headers.get('cache-control')).toBe('max-age=60');
  });
});

describe('MCP relay: bounds', () => {
  it('refuses a body over its limit, declared or not, without calling the MCP server', async () => {
    const relay = await startRelay({ MCP_ALLOWED_HOSTS: `127.0.0.1:${port}` });
    try {
      const declared = await through(relay, at('127.0.0.1'), { method: 'POST', body: 'x'.repeat(MCP_RELAY_MAX_BODY_BYTES + 1) });
      expect(declared.status).toBe(413);
      expect(await declared.json()).toMatchObject({ error: true, code: 'body_too_large' });
      const piece = new Uint8Array(64 * 1024).fill(120);
      const pieces = Math.ceil((MCP_RELAY_MAX_BODY_BYTES + 1) / piece.byteLength);
      let sent = 0;
      const chunked = new ReadableStream<Uint8Array>({ pull: (controller) => (sent++ < pieces ? controller.enqueue(piece) : controller.close()) });
      const streamed = await through(relay, at('127.0.0.1'), { method: 'POST', body: chunked, duplex: 'half' } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(hits).toHaveLength(0);
    } finally {
      await relay.close();
    }
  });

  it('bounds an answer that is not an event stream, and not one that is', async () => {
    const relay = await startRelay({ MCP_ALLOWED_HOSTS: `127.0.0.1:${port}` }, { maxAnswerBytes: SMALL_ANSWER_BYTES });
    try {
      const big = await through(relay, at('127.0.0.1', '/big'));
      expect(big.status).toBe(502);
      expect(await big.json()).toMatchObject({ code: 'answer_too_large' });
      // Without Content-Length the bound is met mid-answer: the page must see a failure, not a cut-off JSON.
      await expect((await through(relay, at('127.0.0.1', '/endless'))).text()).rejects.toThrow();
      expect((await (await through(relay, at('127.0.0.1', '/events'))).text()).length).toBeGreaterThan(SMALL_ANSWER_BYTES * 4);
    } finally {
      await relay.close();
    }
  });

  it('gives up on an MCP server that sends no headers, and ends an answer that falls silent', async () => {
    const relay = await startRelay({ MCP_ALLOWED_HOSTS: `127.0.0.1:${port}` }, { timeouts: { headersMs: 100, idleMs: 100 } });
    try {
      const silent = await through(relay, at('127.0.0.1', '/stall-headers'));
      expect(silent.status).toBe(504);
      expect(await silent.json()).toMatchObject({ error: true, code: 'upstream_timeout' });

      const stalled = await through(relay, at('127.0.0.1', '/stall-body'));
      expect(stalled.status).toBe(200);
      const reader = (stalled.body as ReadableStream<Uint8Array>).getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toContain('notifications/progress');
      await expect(reader.read()).rejects.toThrow();
      await upstreamReleased;
    } finally {
      await relay.close();
    }
  });
});

describe('MCP_ALLOWED_HOSTS', () => {
  it('is a comma separated list of hosts and host:port, kept as a URL writes them', () => {
    expect(loadConfig({}).mcpAllowedHosts).toEqual([]);
    expect(loadConfig({ MCP_ALLOWED_HOSTS: 'MCP.lan, 10.0.0.5:8080, ,[FD00::5]:3000,0x7f.1,[::1]' }).mcpAllowedHosts).toEqual(['mcp.lan', '10.0.0.5:8080', '[fd00::5]:3000', '127.0.0.1', '[::1]']);
  });

  it.each(['http://mcp.lan', 'mcp.lan/mcp', 'user@mcp.lan', '::1', 'mcp.lan:0', 'mcp.lan:70000', 'mcp lan'])('refuses "%s", naming the item', (item) => {
    expect(() => loadConfig({ MCP_ALLOWED_HOSTS: `ok.lan,${item}` })).toThrow(ConfigError);
    expect(() => loadConfig({ MCP_ALLOWED_HOSTS: `ok.lan,${item}` })).toThrow(/MCP_ALLOWED_HOSTS: item 2: expected a host or host:port/);
  });
});
