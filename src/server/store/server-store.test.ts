// One suite, both stores: what a link keeps must read back the same whichever store holds it.
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from './file-store';
import { createRedisStore } from './redis-store';
import { StoreFullError, newStoreId, type ServerStore } from './server-store';
import { hasRedisServer, startRedisServer, type RedisServer } from '../../../tests/fakes/redis-server.mjs';

function storeSuite(name: string, open: (clock: { now: number }) => Promise<ServerStore>, expire: (clock: { now: number }, seconds: number) => Promise<void>) {
  describe(name, () => {
    const clock = { now: Date.UTC(2026, 10, 24) };
    let store: ServerStore;
    beforeAll(async () => {
      store = await open(clock);
    });
    afterAll(() => store.close());

    it('reads back what it kept, by kind and id', async () => {
      const id = newStoreId();
      await store.put('artifact', id, '<p>hello, 世界</p>');
      expect(await store.get('artifact', id)).toBe('<p>hello, 世界</p>');
      expect(await store.get('share', id)).toBeUndefined();
      expect(await store.get('artifact', newStoreId())).toBeUndefined();
    });

    it('makes ids that cannot be guessed and refuses any other', async () => {
      const ids = new Set(Array.from({ length: 1000 }, newStoreId));
      expect(ids.size).toBe(1000);
      for (const id of ids) expect(id).toMatch(/^[\w-]{22}$/);
      await expect(store.put('share', '../../etc/passwd', 'x')).rejects.toThrow();
      expect(await store.get('share', '../../etc/passwd')).toBeUndefined();
      expect(await store.get('share', '')).toBeUndefined();
    });

    it('forgets a value once its time is over', async () => {
      const id = newStoreId();
      await store.put('share', id, '{"items":[]}', 1);
      expect(await store.get('share', id)).toBe('{"items":[]}');
      await expire(clock, 2);
      expect(await store.get('share', id)).toBeUndefined();
    });

    it('counts hits in a window, each of many at once getting its own count, and starts again after it', async () => {
      const key = `wrong-code:${newStoreId()}`;
      expect(await store.peek(key)).toEqual({ count: 0, resetInMs: 0 });
      const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit(key, 1000)));
      expect(counts.map((window) => window.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
      const now = await store.peek(key);
      expect(now.count).toBe(50);
      expect(now.resetInMs).toBeGreaterThan(0);
      expect(now.resetInMs).toBeLessThanOrEqual(1000);
      expect((await store.peek(`wrong-code:${newStoreId()}`)).count).toBe(0);
      await expire(clock, 1);
      expect((await store.peek(key)).count).toBe(0);
      expect((await store.hit(key, 1000)).count).toBe(1);
    });
  });
}

storeSuite(
  'file store',
  async (clock) => createFileStore(await mkdtemp(join(tmpdir(), 'polychat-store-')), () => clock.now),
  async (clock, seconds) => void (clock.now += seconds * 1000),
);

describe.skipIf(!hasRedisServer)('Redis', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(() => redis.stop());

  // Redis keeps time itself: expiry is waited for, the shortest it takes (1 s).
  storeSuite(
    'Redis store',
    () => createRedisStore(redis.url),
    (_clock, seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100)),
  );
});

/** Room for three values of VALUE_CHARS and what the store adds around each, not for four. */
const QUOTA = 10_000;
const VALUE_CHARS = 3000;

function quotaSuite(name: string, open: (clock: { now: number }, maxBytes: number) => Promise<ServerStore>, expire: (clock: { now: number }, seconds: number) => Promise<void>) {
  describe(`${name}: quota`, () => {
    const clock = { now: Date.UTC(2026, 10, 24) };
    const stores: ServerStore[] = [];
    const fresh = async () => {
      const store = await open(clock, QUOTA);
      stores.push(store);
      return store;
    };
    afterAll(() => Promise.all(stores.map((store) => store.close())));

    it('keeps values of both kinds up to its quota, refuses the next, and has room again once one expires', async () => {
      const store = await fresh();
      const expiring = newStoreId();
      await store.put('artifact', newStoreId(), 'a'.repeat(VALUE_CHARS));
      await store.put('share', newStoreId(), 'b'.repeat(VALUE_CHARS));
      await store.put('artifact', expiring, 'c'.repeat(VALUE_CHARS), 1);
      const refused = newStoreId();
      await expect(store.put('share', refused, 'd'.repeat(VALUE_CHARS))).rejects.toBeInstanceOf(StoreFullError);
      expect(await store.get('share', refused)).toBeUndefined();
      await expire(clock, 2);
      expect(await store.get('artifact', expiring)).toBeUndefined();
      const kept = newStoreId();
      await store.put('share', kept, 'e'.repeat(VALUE_CHARS));
      expect(await store.get('share', kept)).toBe('e'.repeat(VALUE_CHARS));
    });

    it('never goes over its quota with many values arriving at once', async () => {
      const store = await fresh();
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => store.put('artifact', newStoreId(), 'x'.repeat(VALUE_CHARS))));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
      expect(results.filter((result) => result.status === 'rejected').every((result) => result.reason instanceof StoreFullError)).toBe(true);
    });
  });
}

quotaSuite(
  'file store',
  async (clock, maxBytes) => createFileStore(await mkdtemp(join(tmpdir(), 'polychat-store-')), () => clock.now, maxBytes),
  async (clock, seconds) => void (clock.now += seconds * 1000),
);

// Its own Redis per test: the quota is the whole Redis's, and the other tests keep values in theirs.
describe.skipIf(!hasRedisServer)('Redis store with a quota', () => {
  const servers: RedisServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.stop())));
  quotaSuite(
    'Redis store',
    async (_clock, maxBytes) => {
      const server = await startRedisServer();
      servers.push(server);
      return createRedisStore(server.url, maxBytes);
    },
    (_clock, seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100)),
  );
});

describe('file store quota over time', () => {
  it('counts the files already in its folder, and finds room by removing expired ones nobody read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'polychat-store-'));
    const clock = { now: Date.UTC(2026, 10, 24) };
    const first = createFileStore(dir, () => clock.now, QUOTA);
    for (let index = 0; index < 3; index += 1) await first.put('share', newStoreId(), 'x'.repeat(VALUE_CHARS), 60);
    // A restart: the new process counts what the old one left.
    const second = createFileStore(dir, () => clock.now, QUOTA);
    await expect(second.put('artifact', newStoreId(), 'y'.repeat(VALUE_CHARS))).rejects.toBeInstanceOf(StoreFullError);
    clock.now += 61_000;
    await second.put('artifact', newStoreId(), 'y'.repeat(VALUE_CHARS));
    expect(await readdir(join(dir, 'share'))).toEqual([]);
    expect(await readdir(join(dir, 'artifact'))).toHaveLength(1);
  });
});

describe('file store writes', () => {
  it('leaves no temporary file behind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'polychat-store-'));
    const store = createFileStore(dir);
    await Promise.all(Array.from({ length: 20 }, () => store.put('artifact', newStoreId(), 'x'.repeat(10_000))));
    const files = await readdir(join(dir, 'artifact'));
    expect(files).toHaveLength(20);
    expect(files.every((file) => file.endsWith('.json'))).toBe(true);
  });
});
