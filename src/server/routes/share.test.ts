import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEGACY_SHARE_PROMO_LINE, SHARE_MAX_BODY_BYTES, SHARE_MAX_ITEMS } from '../../core/constants/project';
import { UNAUTHORIZED_MESSAGE } from '../access';
import { createApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShareService, type ShareService } from '../../../tests/fakes/share-service.mjs';
import { createFileStore } from '../store/file-store';

let service: ShareService;
let serviceUrl: string;
beforeAll(async () => {
  service = createShareService();
  serviceUrl = (await service.listen(0)).url;
});
afterAll(() => service.close());
beforeEach(() => {
  service.requests.length = 0;
});

const shareEnv = () => ({ SHARE_URL: `${serviceUrl}/api/conversations`, SHARE_LINK_BASE: 'https://share.example/c/' });
const appWith = (env: Record<string, string>) => createApp({ config: loadConfig(env) });
const items = [
  { from: 'human', value: 'Hello' },
  { from: 'gpt', value: 'Hi there' },
];
const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('POST /api/share', () => {
  it('forwards the conversation to the configured service and answers with the id and the link', async () => {
    const response = await appWith(shareEnv()).request('/api/share', post({ items, avatarUrl: 'https://example.com/a.png' }));
    expect(response.status).toBe(200);
    const { id, link } = (await response.json()) as { id: string; link: string };
    expect(id).toMatch(/^fake/);
    expect(link).toBe(`https://share.example/c/${id}`);
    expect(service.last()?.path).toBe('/api/conversations');
    expect(service.last()?.json).toEqual({ avatarUrl: 'https://example.com/a.png', items });
    expect(service.last()?.headers['content-type']).toBe('application/json');
  });

  it('neither forwards nor keeps the promotional line an earlier version of the page appends', async () => {
    const withPromo = [...items, { from: 'gpt', value: LEGACY_SHARE_PROMO_LINE }];
    await appWith(shareEnv()).request('/api/share', post({ items: withPromo }));
    expect(service.last()?.json).toEqual({ avatarUrl: null, items });

    const app = createApp({ config: loadConfig({}), store: createFileStore(await mkdtemp(join(tmpdir(), 'polychat-share-'))) });
    const { id } = (await (await app.request('/api/share', post({ items: withPromo }))).json()) as { id: string };
    expect(((await (await app.request(`/api/share/${id}`)).json()) as { items: unknown }).items).toEqual(items);
    const promoOnly = await app.request('/api/share', post({ items: [{ from: 'gpt', value: LEGACY_SHARE_PROMO_LINE }] }));
    expect(promoOnly.status).toBe(400);
  });

  it('sends avatarUrl as null when the client gives none', async () => {
    await appWith(shareEnv()).request('/api/share', post({ items }));
    expect(service.last()?.json).toEqual({ avatarUrl: null, items });
  });

  it('keeps the conversation on this server when SHARE_URL is unset, with a link to our own page', async () => {
    const store = createFileStore(await mkdtemp(join(tmpdir(), 'polychat-share-')));
    const app = createApp({ config: loadConfig({}), store });
    const response = await app.request('http://chat.example/api/share', post({ items }));
    expect(response.status).toBe(200);
    const { id, link } = (await response.json()) as { id: string; link: string };
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(link).toBe(`http://chat.example/#/share/${id}`);
    const read = await app.request(`/api/share/${id}`);
    expect(await read.json()).toEqual({ avatarUrl: null, items, createdAt: expect.any(Number) });
    expect((await app.request('/api/share/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await app.request('/api/share/..%2F..%2Fetc')).status).toBe(404);
    expect(((await (await app.request('/api/config')).json()) as { shareEnabled: boolean }).shareEnabled).toBe(true);
    expect(service.requests).toHaveLength(0);
  });

  it('builds the link from the forwarded host only behind a trusted proxy', async () => {
    const store = createFileStore(await mkdtemp(join(tmpdir(), 'polychat-share-')));
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'chat.example.org' };
    const trusted = createApp({ config: loadConfig({ TRUST_PROXY: '1' }), store });
    const { link } = (await (await trusted.request('http://10.0.0.2:3000/api/share', post({ items }, forwarded))).json()) as { link: string };
    expect(link).toMatch(/^https:\/\/chat\.example\.org\/#\/share\//);
    const untrusted = createApp({ config: loadConfig({}), store });
    const other = (await (await untrusted.request('http://10.0.0.2:3000/api/share', post({ items }, forwarded))).json()) as { link: string };
    expect(other.link).toMatch(/^http:\/\/10\.0\.0\.2:3000\/#\/share\//);
  });

  it('needs the access code when CODE is set', async () => {
    const app = appWith({ ...shareEnv(), CODE: 'alpha' });
    const refused = await app.request('/api/share', post({ items }));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: true, code: 'unauthorized', message: UNAUTHORIZED_MESSAGE });
    // A provider key opens the provider proxy, but proves nothing to the sharing route.
    expect((await app.request('/api/share', post({ items }, { authorization: 'Bearer sk-own-key' }))).status).toBe(401);
    for (let i = 0; i < 4; i++) expect((await app.request('/api/share', post({ items }, { 'x-access-code': 'wrong' }))).status).toBe(401);
    expect(service.requests).toHaveLength(0);
    expect((await app.request('/api/share', post({ items }, { 'x-access-code': 'alpha' }))).status).toBe(200);
    expect((await app.request('/api/share', post({ items }, { authorization: 'Bearer nk-alpha' }))).status).toBe(200);
  });

  it('refuses bodies that are not a conversation', async () => {
    const app = appWith(shareEnv());
    const bad = [
      '{not json',
      {},
      { items: [] },
      { items: [{ from: 'system', value: 'x' }] },
      { items: [{ from: 'human' }] },
      { items: [{ from: 'human', value: 'x', extra: 1 }] },
      { items, avatarUrl: 'javascript:alert(1)' },
      { items: Array.from({ length: SHARE_MAX_ITEMS + 1 }, () => ({ from: 'human', value: 'x' })) },
    ];
    for (const body of bad) {
      const response = await app.request('/api/share', post(body));
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_body' });
    }
    expect(service.requests).toHaveLength(0);
  });

  it('refuses bodies over the size limit before reading them', async () => {
    const response = await appWith(shareEnv()).request('/api/share', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) },
      body: JSON.stringify({ items }),
    });
    expect(response.status).toBe(413);
  });

  it('counts the bytes that arrive rather than trusting the declared length', async () => {
    const store = createFileStore(await mkdtemp(join(tmpdir(), 'polychat-share-')));
    const app = createApp({ config: loadConfig({}), store });
    const huge = JSON.stringify({ items: [{ from: 'human', value: 'x'.repeat(SHARE_MAX_BODY_BYTES) }] });
    const response = await app.request('/api/share', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '10' }, body: huge });
    expect(response.status).toBe(413);
  });

  it('never lets the client choose where the conversation goes', async () => {
    const app = appWith(shareEnv());
    const withUrl = await app.request('/api/share', post({ items, url: 'http://127.0.0.1:1/steal' }));
    expect(withUrl.status).toBe(400);
    const viaQuery = await app.request('/api/share?url=http%3A%2F%2F127.0.0.1%3A1%2Fsteal', post({ items }, { 'x-share-url': 'http://127.0.0.1:1' }));
    expect(viaQuery.status).toBe(200);
    expect(service.requests).toHaveLength(1);
    expect(service.last()?.path).toBe('/api/conversations');
    expect((await app.request('/api/share/elsewhere', post({ items }))).status).toBe(404);
  });

  it('reports a failing, redirecting or id-less service as a share error', async () => {
    const app = appWith(shareEnv());
    for (const word of ['[[share:fail]]', '[[share:redirect]]', '[[share:no-id]]']) {
      const response = await app.request('/api/share', post({ items: [{ from: 'human', value: word }] }));
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ error: true, code: 'share_failed' });
    }
  });

  it('reports an unreachable service', async () => {
    const closed = createShareService();
    const { url } = await closed.listen(0);
    await closed.close();
    const response = await appWith({ SHARE_URL: url, SHARE_LINK_BASE: 'https://share.example' }).request('/api/share', post({ items }));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'share_unreachable' });
  });

  it('answers other methods with 405', async () => {
    expect((await appWith(shareEnv()).request('/api/share')).status).toBe(405);
  });
});

describe('share configuration', () => {
  it('needs SHARE_URL and SHARE_LINK_BASE together, as http(s) URLs', () => {
    expect(() => loadConfig({ SHARE_URL: 'https://share.example/api' })).toThrow(ConfigError);
    expect(() => loadConfig({ SHARE_LINK_BASE: 'https://share.example' })).toThrow(/SHARE_URL/);
    expect(() => loadConfig({ SHARE_URL: 'ftp://x', SHARE_LINK_BASE: 'https://share.example' })).toThrow(/SHARE_URL/);
    expect(loadConfig({ SHARE_URL: 'https://share.example/api/conversations/', SHARE_LINK_BASE: 'https://shareg.example/' }).share).toEqual({
      url: 'https://share.example/api/conversations',
      linkBase: 'https://shareg.example',
    });
    expect(loadConfig({}).share).toBeNull();
  });
});
