// POST /api/web/search on a real socket against fakes of each search service speaking its documented
// format: where each request goes and in what shape, which key it carries (the server's, or the
// user's for that one call), how each answer becomes our results, the user's own SearXNG through the
// safe fetch, the access code, and what /api/config tells the browser.

import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientConfigSchema } from '../../core/schemas/server-config';
import { WEB_SEARCH_PATH, webSearchAnswerSchema, type WebSearchProvider } from '../../core/schemas/web-search';
import { startApp, type RunningApp } from '../../../tests/fakes/harness';
import { loadConfig } from '../config';
import { webSearchRoutes } from './web-search';
import { createFakeSearchServices, type FakeSearchServices } from '../../../tests/fakes/search-services.mjs';

const SERVER_KEYS = { tavily: 'tvly-server', brave: 'brave-server', exa: 'exa-server', serper: 'serper-server' };
const USER_KEYS = { tavily: 'tvly-user', brave: 'brave-user', exa: 'exa-user', serper: 'serper-user' };

let fake: FakeSearchServices;
let fakeUrl = '';
let fakeHost = '';
const apps: RunningApp[] = [];

beforeAll(async () => {
  fake = createFakeSearchServices({ keys: SERVER_KEYS });
  fakeUrl = (await fake.listen()).url;
  fakeHost = new URL(fakeUrl).host;
});

afterAll(() => fake.close());

afterEach(async () => {
  fake.calls.length = 0;
  vi.restoreAllMocks();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** Every service pointed at the fake, with the server's keys. */
function serverEnv(): Record<string, string> {
  return {
    SEARXNG_URL: `${fakeUrl}/searxng`,
    TAVILY_URL: `${fakeUrl}/tavily`,
    TAVILY_API_KEY: SERVER_KEYS.tavily,
    BRAVE_SEARCH_URL: `${fakeUrl}/brave`,
    BRAVE_SEARCH_API_KEY: SERVER_KEYS.brave,
    EXA_URL: `${fakeUrl}/exa`,
    EXA_API_KEY: SERVER_KEYS.exa,
    SERPER_URL: `${fakeUrl}/serper`,
    SERPER_API_KEY: SERVER_KEYS.serper,
  };
}

/** The services' addresses only: no instance, no key. */
function keylessEnv(): Record<string, string> {
  return { TAVILY_URL: `${fakeUrl}/tavily`, BRAVE_SEARCH_URL: `${fakeUrl}/brave`, EXA_URL: `${fakeUrl}/exa`, SERPER_URL: `${fakeUrl}/serper` };
}

async function app(env: Record<string, string>): Promise<RunningApp> {
  const running = await startApp({ DATA_DIR: '/nonexistent-web-search-test', ...env });
  apps.push(running);
  return running;
}

function search(running: { url: string }, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${running.url}${WEB_SEARCH_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function results(response: Response) {
  expect(response.status).toBe(200);
  return webSearchAnswerSchema.parse(await response.json()).results;
}

describe('each service, with the server’s configuration', () => {
  it('SearXNG: GET /search with format=json; content is the snippet, the list is cut to the count, links that are not http(s) are dropped', async () => {
    const running = await app(serverEnv());
    const found = await results(await search(running, { provider: 'searxng', query: 'red fox', count: 3 }));
    expect(fake.calls).toMatchObject([{ service: 'searxng', method: 'GET', path: '/searxng/search', query: { q: 'red fox', format: 'json' } }]);
    expect(found).toEqual([
      { title: 'searxng result 1 for red fox', url: 'https://searxng.example/1?q=red%20fox', snippet: 'What searxng found about red fox (1)', published: '2026-11-01T00:00:00' },
      { title: 'searxng result 2 for red fox', url: 'https://searxng.example/2?q=red%20fox', snippet: 'What searxng found about red fox (2)' },
      { title: 'searxng result 3 for red fox', url: 'https://searxng.example/3?q=red%20fox', snippet: 'What searxng found about red fox (3)' },
    ]);
  });

  it('Tavily: POST /search with the key as a bearer token and max_results', async () => {
    const running = await app(serverEnv());
    const found = await results(await search(running, { provider: 'tavily', query: 'red fox', count: 2 }));
    expect(fake.calls).toMatchObject([{ service: 'tavily', method: 'POST', path: '/tavily/search', body: { query: 'red fox', max_results: 2 } }]);
    expect(fake.calls[0]?.headers.authorization).toBe(`Bearer ${SERVER_KEYS.tavily}`);
    expect(found.map((result) => [result.title, result.url, result.snippet])).toEqual([
      ['tavily result 1 for red fox', 'https://tavily.example/1?q=red%20fox', 'What tavily found about red fox (1)'],
      ['tavily result 2 for red fox', 'https://tavily.example/2?q=red%20fox', 'What tavily found about red fox (2)'],
    ]);
  });

  it('Brave: GET /res/v1/web/search with X-Subscription-Token and count; the description’s markup becomes text, page_age the date', async () => {
    const running = await app(serverEnv());
    const found = await results(await search(running, { provider: 'brave', query: 'red fox', count: 2 }));
    expect(fake.calls).toMatchObject([{ service: 'brave', method: 'GET', path: '/brave/res/v1/web/search', query: { q: 'red fox', count: '2' } }]);
    expect(fake.calls[0]?.headers['x-subscription-token']).toBe(SERVER_KEYS.brave);
    expect(found[0]).toEqual({ title: 'brave result 1 for red fox', url: 'https://brave.example/1?q=red%20fox', snippet: 'red fox & more: What brave found about red fox (1)', published: '2026-10-05T08:00:00' });
    expect(found).toHaveLength(2);
  });

  it('Exa: POST /search with x-api-key, numResults and a short text per result; a result without a title is named by its host', async () => {
    const running = await app(serverEnv());
    const found = await results(await search(running, { provider: 'exa', query: 'red fox', count: 2 }));
    expect(fake.calls).toMatchObject([{ service: 'exa', method: 'POST', path: '/exa/search', body: { query: 'red fox', numResults: 2, contents: { text: { maxCharacters: 500 } } } }]);
    expect(fake.calls[0]?.headers['x-api-key']).toBe(SERVER_KEYS.exa);
    expect(found.map((result) => result.title)).toEqual(['exa result 1 for red fox', 'exa.example']);
    expect(found[0]?.snippet.startsWith('What exa found about red fox (1)')).toBe(true);
    expect(found[0]?.published).toBe('2026-09-01T00:00:00.000Z');
  });

  it('Serper: POST /search with X-API-KEY, q and num; organic results, link as the address', async () => {
    const running = await app(serverEnv());
    const found = await results(await search(running, { provider: 'serper', query: 'red fox', count: 2 }));
    expect(fake.calls).toMatchObject([{ service: 'serper', method: 'POST', path: '/serper/search', body: { q: 'red fox', num: 2 } }]);
    expect(fake.calls[0]?.headers['x-api-key']).toBe(SERVER_KEYS.serper);
    expect(found[0]).toEqual({ title: 'serper result 1 for red fox', url: 'https://serper.example/1?q=red%20fox', snippet: 'What serper found about red fox (1)', published: 'Nov 2, 2026' });
  });

  it('five results when the request names no count', async () => {
    const running = await app(serverEnv());
    expect(await results(await search(running, { provider: 'searxng', query: 'red fox' }))).toHaveLength(5);
  });
});

describe('keys', () => {
  it.each(['tavily', 'brave', 'exa', 'serper'] as const)('%s: the user’s own key is sent, for that call, when the server has none', async (provider) => {
    fake.calls.length = 0;
    const running = await app(keylessEnv());
    // The fake accepts only the server keys: a refusal shows which key arrived.
    const response = await search(running, { provider, query: 'red fox', key: USER_KEYS[provider] });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'search_refused' });
    const sent = JSON.stringify(fake.calls[0]?.headers);
    expect(sent).toContain(USER_KEYS[provider]);
  });

  it('the user’s key takes the place of the server’s, and neither is logged when the service refuses', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const running = await app(serverEnv());
    const response = await search(running, { provider: 'tavily', query: 'red fox', key: 'tvly-wrong' });
    expect(response.status).toBe(502);
    expect(fake.calls[0]?.headers.authorization).toBe('Bearer tvly-wrong');
    const lines = logged.mock.calls.flat().join('\n');
    expect(lines).toContain('web-search tavily');
    expect(lines).not.toContain('tvly-');
  });

  it.each(['tavily', 'brave', 'exa', 'serper'] as const)('%s without a key anywhere is refused before any call', async (provider) => {
    fake.calls.length = 0;
    const running = await app(keylessEnv());
    const response = await search(running, { provider, query: 'red fox' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'no_key' });
    expect(fake.calls).toEqual([]);
  });
});

describe('the user’s own SearXNG', () => {
  it('is used when the server names none, reached through WEB_FETCH_ALLOWED_HOSTS for an intranet one', async () => {
    const running = await app({ WEB_FETCH_ALLOWED_HOSTS: fakeHost });
    const found = await results(await search(running, { provider: 'searxng', query: 'red fox', count: 1, endpoint: `${fakeUrl}/searxng` }));
    expect(found.map((result) => result.url)).toEqual(['https://searxng.example/1?q=red%20fox']);
  });

  it('on a private address and not listed: refused, never called', async () => {
    const running = await app({});
    const response = await search(running, { provider: 'searxng', query: 'red fox', endpoint: `${fakeUrl}/searxng` });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'blocked_address' });
    expect(fake.calls).toEqual([]);
  });

  it('is ignored when the administrator names an instance', async () => {
    const running = await app({ SEARXNG_URL: `${fakeUrl}/searxng` });
    await results(await search(running, { provider: 'searxng', query: 'red fox', endpoint: 'https://searx.other.example' }));
    expect(fake.calls.map((call) => call.path)).toEqual(['/searxng/search']);
  });

  it.each([
    ['none at all', undefined, 'not_configured'],
    ['not a URL', 'searx.example', 'bad_endpoint'],
    ['with a password', 'https://me:secret@searx.example', 'bad_endpoint'],
    ['another scheme', 'file:///etc/passwd', 'bad_endpoint'],
  ])('%s is refused', async (_label, endpoint, code) => {
    const running = await app({});
    const response = await search(running, { provider: 'searxng', query: 'red fox', ...(endpoint ? { endpoint } : {}) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code });
  });

  it('an instance that does not serve JSON is named as such', async () => {
    const running = await app({ WEB_FETCH_ALLOWED_HOSTS: fakeHost });
    // The fake refuses a format other than JSON, as SearXNG does when json is not enabled: here the
    // path is wrong, so the fake answers 404 and the message says which status came back.
    const response = await search(running, { provider: 'searxng', query: 'red fox', endpoint: `${fakeUrl}/elsewhere` });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'search_failed', message: 'searxng answered with status 404' });
  });
});

describe('requests', () => {
  it.each([
    ['not JSON', 'not json'],
    ['no query', { provider: 'tavily' }],
    ['an unknown service', { provider: 'bing', query: 'x' }],
    ['too many results', { provider: 'tavily', query: 'x', count: 11 }],
  ])('%s is refused', async (_label, body) => {
    const running = await app(serverEnv());
    const response = await fetch(`${running.url}${WEB_SEARCH_PATH}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
    expect(response.status).toBe(400);
    expect(fake.calls).toEqual([]);
  });

  it('a body past its bound is refused', async () => {
    const running = await app(serverEnv());
    const response = await search(running, { provider: 'tavily', query: 'x', key: 'k'.repeat(20_000) });
    expect(response.status).toBe(413);
  });

  it('with CODE set, the access code is needed', async () => {
    const running = await app({ ...serverEnv(), CODE: 'alpha' });
    expect((await search(running, { provider: 'tavily', query: 'red fox' })).status).toBe(401);
    expect((await search(running, { provider: 'tavily', query: 'red fox' }, { 'x-access-code': 'beta' })).status).toBe(401);
    expect(fake.calls).toEqual([]);
    await results(await search(running, { provider: 'tavily', query: 'red fox' }, { 'x-access-code': 'alpha' }));
  });
});

describe('GET /api/config', () => {
  async function providers(env: Record<string, string>): Promise<WebSearchProvider[] | undefined> {
    const running = await app(env);
    const text = await (await fetch(`${running.url}/api/config`)).text();
    for (const secret of [...Object.values(SERVER_KEYS), fakeUrl]) expect(text).not.toContain(secret);
    return clientConfigSchema.parse(JSON.parse(text)).webSearchProviders;
  }

  it('names the services the server can use by itself, never their keys or addresses', async () => {
    expect(await providers(serverEnv())).toEqual(['searxng', 'tavily', 'brave', 'exa', 'serper']);
    expect(await providers({ BRAVE_SEARCH_API_KEY: SERVER_KEYS.brave })).toEqual(['brave']);
    expect(await providers(keylessEnv())).toEqual([]);
  });
});

describe('bounds on the service’s answer', () => {
  /** A SearXNG that never answers (/stall) or answers more than the bound (/huge), and how many
   * of its connections are still open. */
  let stalling: Server;
  let stallingUrl = '';
  let route: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    stalling = createServer((req, res) => {
      if (req.url?.startsWith('/huge')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(`{"results":[],"padding":"${'x'.repeat(3 * 1024 * 1024)}"}`);
      }
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    stallingUrl = `http://127.0.0.1:${(stalling.address() as AddressInfo).port}`;
    const served = new Hono().route(WEB_SEARCH_PATH, webSearchRoutes({ config: loadConfig({ WEB_FETCH_ALLOWED_HOSTS: new URL(stallingUrl).host }), timeoutMs: 300 }));
    const server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: served.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    route = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  });

  afterAll(async () => {
    await route.close();
    stalling.closeAllConnections();
    await new Promise((resolve) => stalling.close(resolve));
  });

  it('a service that does not answer in time is given up', async () => {
    const response = await search(route, { provider: 'searxng', query: 'red fox', endpoint: `${stallingUrl}/stall` });
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ code: 'upstream_timeout' });
    await expect.poll(() => new Promise((resolve) => stalling.getConnections((_error, count) => resolve(count)))).toBe(0);
  });

  it('an answer past its bound is refused', async () => {
    const response = await search(route, { provider: 'searxng', query: 'red fox', endpoint: `${stallingUrl}/huge` });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'answer_too_large' });
  });
});
