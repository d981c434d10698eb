import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACT_MAX_BYTES } from '../../core/chat/artifacts';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createFileStore } from '../store/file-store';
import { createRedisStore } from '../store/redis-store';
import type { ServerStore } from '../store/server-store';
import { hasRedisServer, startRedisServer, type RedisServer } from '../../../tests/fakes/redis-server.mjs';

const post = (content: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof content === 'string' && content.startsWith('raw:') ? content.slice(4) : JSON.stringify({ content }),
});

async function fileApp(env: Record<string, string> = {}) {
  const store = createFileStore(await mkdtemp(join(tmpdir(), 'polychat-artifacts-')));
  return createApp({ config: loadConfig(env), store });
}

const PAGE = '<!doctype html><html><body><script>document.title = "ran"</script></body></html>';

describe('artifacts', () => {
  it('keeps an artifact and serves it as a sandboxed document', async () => {
    const app = await fileApp();
    const created = await app.request('/api/artifacts', post(PAGE));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(id).toMatch(/^[\w-]{22}$/);
    const served = await app.request(`/api/artifacts/${id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(served.headers.get('content-security-policy')).toBe('sandbox allow-scripts');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await served.text()).toBe(PAGE);
  });

  it('refuses what is too large, not an artifact, or not found, with sentences', async () => {
    const app = await fileApp();
    const large = await app.request('/api/artifacts', post('x'.repeat(ARTIFACT_MAX_BYTES + 1)));
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ error: true, code: 'too_large', message: expect.stringContaining('1048576') });
    expect((await app.request('/api/artifacts', post('raw:{not json'))).status).toBe(400);
    expect((await app.request('/api/artifacts', post(42))).status).toBe(400);
    expect((await app.request('/api/artifacts', post(''))).status).toBe(400);
    const missing = await app.request('/api/artifacts/AAAAAAAAAAAAAAAAAAAAAA');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found' });
    expect((await app.request('/api/artifacts/..%2F..%2Fpackage.json')).status).toBe(404);
  });

  it('needs the access code to keep one when CODE is set, but not to open a link', async () => {
    const app = await fileApp({ CODE: 'alpha' });
    expect((await app.request('/api/artifacts', post(PAGE))).status).toBe(401);
    expect((await app.request('/api/artifacts', post(PAGE, { authorization: 'Bearer sk-user-key' }))).status).toBe(401);
    const created = await app.request('/api/artifacts', post(PAGE, { 'x-access-code': 'alpha' }));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await app.request(`/api/artifacts/${id}`)).status).toBe(200);
  });

  it('expires after SHARE_TTL_DAYS', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'polychat-artifacts-'));
    let now = Date.UTC(2026, 10, 24);
    const app = createApp({ config: loadConfig({ SHARE_TTL_DAYS: '2' }), store: createFileStore(dir, () => now) });
    const { id } = (await (await app.request('/api/artifacts', post(PAGE))).json()) as { id: string };
    now += 2 * 24 * 60 * 60 * 1000 - 1000;
    expect((await app.request(`/api/artifacts/${id}`)).status).toBe(200);
    now += 2000;
    expect((await app.request(`/api/artifacts/${id}`)).status).toBe(404);
  });

  it('sends a link without the hash to the app\'s page for it', async () => {
    const app = await fileApp();
    const artifact = await app.request('/artifacts/AAAAAAAAAAAAAAAAAAAAAA');
    expect(artifact.status).toBe(302);
    expect(artifact.headers.get('location')).toBe('/#/artifacts/AAAAAAAAAAAAAAAAAAAAAA');
    expect((await app.request('/share/BBBBBBBBBBBBBBBBBBBBBB')).headers.get('location')).toBe('/#/share/BBBBBBBBBBBBBBBBBBBBBB');
  });
});

describe.skipIf(!hasRedisServer)('two server instances behind one Redis', () => {
  let redis: RedisServer;
  const stores: ServerStore[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await redis.stop();
  });

  it('serve each other\'s artifacts and shared chats', async () => {
    const [one, two] = await Promise.all([0, 1].map(async () => {
      const store = await createRedisStore(redis.url);
      stores.push(store);
      return createApp({ config: loadConfig({ REDIS_URL: redis.url }), store });
    }));
    const { id } = (await (await one!.request('/api/artifacts', post(PAGE))).json()) as { id: string };
    expect(await (await two!.request(`/api/artifacts/${id}`)).text()).toBe(PAGE);
    const items = [{ from: 'human', value: 'Hi' }, { from: 'gpt', value: 'Hello' }];
    const shared = (await (await two!.request('/api/share', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ items }) })).json()) as { id: string };
    expect(await (await one!.request(`/api/share/${shared.id}`)).json()).toMatchObject({ items });
  });
});
