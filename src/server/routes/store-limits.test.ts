// The attack of an open server: without CODE, anyone keeps artifacts and shared chats. One network
// keeps at most STORE_WRITES_PER_HOUR an hour, the store at most STORE_MAX_MB, and what is kept
// expires, with the file store and with Redis.
import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACT_MAX_BYTES } from '../../core/chat/artifacts';
import { createApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { createFileStore } from '../store/file-store';
import { createRedisStore } from '../store/redis-store';
import type { ServerStore } from '../store/server-store';
import { ANONYMOUS_TTL_DAYS, DEFAULT_STORE_LIMITS } from '../store/store-limits';
import { hasRedisServer, startRedisServer, type RedisServer } from '../../../tests/fakes/redis-server.mjs';

const MEGABYTE = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A client behind the one trusted reverse proxy of TRUST_PROXY=1. */
const from = (address: string, body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
  body: JSON.stringify(body),
});
const artifact = (content = '<p>hello</p>') => ({ content });
const share = { items: [{ from: 'human', value: 'Hi' }, { from: 'gpt', value: 'Hello' }] };

type App = ReturnType<typeof createApp>;
const keep = (app: App, address: string, index: number) =>
  index % 2 === 0 ? app.request('/api/artifacts', from(address, artifact())) : app.request('/api/share', from(address, share));

function limitSuite(name: string, open: (maxBytes: number) => Promise<ServerStore>) {
  describe(name, () => {
    const stores: ServerStore[] = [];
    const appWith = async (env: Record<string, string> = {}, maxBytes = DEFAULT_STORE_LIMITS.maxBytes) => {
      const store = await open(maxBytes);
      stores.push(store);
      return createApp({ config: loadConfig({ TRUST_PROXY: '1', ...env }), store });
    };
    afterAll(() => Promise.all(stores.map((store) => store.close())));

    it('lets one network keep STORE_WRITES_PER_HOUR artifacts and shares an hour, counting IPv6 by its /64', async () => {
      const app = await appWith();
      const limit = DEFAULT_STORE_LIMITS.writesPerHour;
      const statuses = [];
      for (let index = 0; index < limit + 10; index += 1) statuses.push((await keep(app, '203.0.113.7', index)).status);
      expect(statuses.slice(0, limit).every((status) => status === 200 || status === 201)).toBe(true);
      expect(statuses.slice(limit)).toEqual(Array<number>(10).fill(429));
      const refused = await app.request('/api/artifacts', from('203.0.113.7', artifact()));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ error: true, code: 'too_many_stored' });
      // The same IPv4 address written as IPv6 is the same client; another address is another.
      expect((await app.request('/api/share', from('::ffff:203.0.113.7', share))).status).toBe(429);
      expect((await app.request('/api/share', from('203.0.113.8', share))).status).toBe(200);

      for (let index = 0; index < limit; index += 1) expect((await keep(app, '2001:db8:1:2::1', index)).status).toBeLessThan(300);
      // Any other address of the same /64, however it is written, is the same client.
      for (const sibling of ['2001:db8:1:2:ffff::9', '2001:0db8:0001:0002:0:0:0:42', '2001:DB8:1:2::abcd']) {
        expect((await app.request('/api/artifacts', from(sibling, artifact()))).status, sibling).toBe(429);
      }
      expect((await app.request('/api/artifacts', from('2001:db8:1:3::1', artifact()))).status).toBe(201);
    });

    it('refuses past STORE_MAX_MB with 507 however many networks ask, and keeps no more', async () => {
      // Room for two of them: each is stored with a few bytes around it.
      const app = await appWith({}, 2 * MEGABYTE + MEGABYTE / 2);
      const large = artifact('x'.repeat(ARTIFACT_MAX_BYTES - 1024));
      const statuses: number[] = [];
      // The attack: 1 MB artifacts in a loop, each from a new address so no hourly limit stops it.
      for (let index = 0; index < 20; index += 1) statuses.push((await app.request('/api/artifacts', from(`198.51.100.${index + 1}`, large))).status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(2);
      expect(statuses.filter((status) => status === 507)).toHaveLength(18);
      const full = await app.request('/api/share', from('198.51.100.200', share));
      // A small share still fits beside two large artifacts.
      expect(full.status).toBe(200);
      const refused = await app.request('/api/artifacts', from('198.51.100.201', large));
      expect(refused.status).toBe(507);
      expect(await refused.json()).toMatchObject({ error: true, code: 'store_full', message: expect.stringContaining('no room') });
    });
  });
}

limitSuite('file store', async (maxBytes) => createFileStore(await mkdtemp(join(tmpdir(), 'polychat-limits-')), Date.now, maxBytes));

// Its own Redis per test: the quota is the whole Redis's.
describe.skipIf(!hasRedisServer)('Redis', () => {
  const servers: RedisServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.stop())));
  limitSuite('Redis store', async (maxBytes) => {
    const server = await startRedisServer();
    servers.push(server);
    return createRedisStore(server.url, maxBytes);
  });
});

describe('the file store on disk', () => {
  it('holds no more than STORE_MAX_MB after 30 artifacts of 1 MB from 30 networks', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'polychat-limits-'));
    const app = createApp({ config: loadConfig({ TRUST_PROXY: '1' }), store: createFileStore(dir, Date.now, 4 * MEGABYTE) });
    const large = artifact('x'.repeat(ARTIFACT_MAX_BYTES));
    // In batches, so the test itself holds a few megabytes of bodies at a time.
    const BATCH = 10;
    const statuses: number[] = [];
    for (let start = 0; start < 30; start += BATCH) {
      const batch = Array.from({ length: BATCH }, (_, offset) => app.request('/api/artifacts', from(`10.0.${start + offset}.1`, large)));
      statuses.push(...(await Promise.all(batch)).map((response) => response.status));
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    const names = await readdir(join(dir, 'artifact'));
    const sizes = await Promise.all(names.map(async (name) => (await stat(join(dir, 'artifact', name))).size));
    expect(names.every((name) => name.endsWith('.json'))).toBe(true);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(4 * MEGABYTE);
    expect(names).toHaveLength(3);
  });
});

describe('expiry of what anyone keeps', () => {
  let redis: RedisServer | undefined;
  beforeAll(async () => {
    if (hasRedisServer) redis = await startRedisServer();
  });
  afterAll(() => redis?.stop());

  const clocked = async (env: Record<string, string>) => {
    const clock = { now: Date.UTC(2026, 10, 24) };
    const app = createApp({ config: loadConfig(env), store: createFileStore(await mkdtemp(join(tmpdir(), 'polychat-limits-')), () => clock.now) });
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { app, clock, post };
  };

  it(`forgets anonymous artifacts and shares after ${ANONYMOUS_TTL_DAYS} days`, async () => {
    const { app, clock, post } = await clocked({});
    const { id: artifactId } = (await (await post('/api/artifacts', artifact())).json()) as { id: string };
    const { id: shareId } = (await (await post('/api/share', share)).json()) as { id: string };
    clock.now += ANONYMOUS_TTL_DAYS * DAY_MS - 1000;
    expect((await app.request(`/api/artifacts/${artifactId}`)).status).toBe(200);
    expect((await app.request(`/api/share/${shareId}`)).status).toBe(200);
    clock.now += 2000;
    expect((await app.request(`/api/artifacts/${artifactId}`)).status).toBe(404);
    expect((await app.request(`/api/share/${shareId}`)).status).toBe(404);
  });

  it('keeps them for SHARE_TTL_DAYS when it is set, and as long as it likes behind an access code', async () => {
    expect(loadConfig({ SHARE_TTL_DAYS: '90' }).shareTtlSeconds).toBe(90 * DAY_MS / 1000);
    expect(loadConfig({ SHARE_TTL_DAYS: '2', CODE: 'alpha' }).shareTtlSeconds).toBe(2 * DAY_MS / 1000);
    expect(loadConfig({}).shareTtlSeconds).toBe(ANONYMOUS_TTL_DAYS * DAY_MS / 1000);
    const { app, clock, post } = await clocked({ CODE: 'alpha' });
    const { id } = (await (await post('/api/artifacts', artifact(), { 'x-access-code': 'alpha' })).json()) as { id: string };
    clock.now += 10 * ANONYMOUS_TTL_DAYS * DAY_MS;
    expect((await app.request(`/api/artifacts/${id}`)).status).toBe(200);
  });

  it.skipIf(!hasRedisServer)('sets the same expiry in Redis', async () => {
    const store = await createRedisStore(redis!.url);
    try {
      const app = createApp({ config: loadConfig({ REDIS_URL: redis!.url }), store });
      const { id } = (await (await app.request('/api/artifacts', from('192.0.2.1', artifact()))).json()) as { id: string };
      const { createClient } = await import('@redis/client');
      const client = createClient({ url: redis!.url });
      await client.connect();
      const ttl = await client.ttl(`polychat:artifact:${id}`);
      await client.close();
      expect(ttl).toBeGreaterThan(ANONYMOUS_TTL_DAYS * DAY_MS / 1000 - 60);
      expect(ttl).toBeLessThanOrEqual(ANONYMOUS_TTL_DAYS * DAY_MS / 1000);
    } finally {
      await store.close();
    }
  });
});

describe('STORE_MAX_MB and STORE_WRITES_PER_HOUR', () => {
  it('default to 512 MB and 30 an hour, and take whole numbers from 1', () => {
    expect(loadConfig({}).storeLimits).toEqual({ maxBytes: 512 * MEGABYTE, writesPerHour: 30 });
    expect(loadConfig({ STORE_MAX_MB: '64', STORE_WRITES_PER_HOUR: '5' }).storeLimits).toEqual({ maxBytes: 64 * MEGABYTE, writesPerHour: 5 });
    for (const bad of ['0', '-1', '1.5', 'lots']) {
      expect(() => loadConfig({ STORE_MAX_MB: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ STORE_WRITES_PER_HOUR: bad })).toThrow(/STORE_WRITES_PER_HOUR/);
    }
  });

  it('STORE_WRITES_PER_HOUR is counted per hour: the network may keep more once it is over', async () => {
    const clock = { now: Date.UTC(2026, 10, 24) };
    const app = createApp({ config: loadConfig({ STORE_WRITES_PER_HOUR: '2' }), store: createFileStore(await mkdtemp(join(tmpdir(), 'polychat-limits-')), () => clock.now) });
    const post = () => app.request('/api/share', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(share) });
    expect([(await post()).status, (await post()).status, (await post()).status]).toEqual([200, 200, 429]);
    clock.now += 60 * 60_000;
    expect((await post()).status).toBe(200);
  });
});
