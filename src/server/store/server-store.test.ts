// One suite, both stores: what a link keeps must read back the same whichever store holds it.
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from './file-store';
import { createRedisStore } from './redis-store';
import { newStoreId, type ServerStore } from './server-store';
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
