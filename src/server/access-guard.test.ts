// Guessing access codes: counted per client network (an IPv6 /64) over every route, refused past
// the limit (parallel guesses too), the same across instances sharing Redis, and no slower for a
// wrong code.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, startRedisServer, type RedisServer } from '../../tests/fakes/redis-server.mjs';
import { createApp } from './app';
import { loadConfig } from './config';
import { ACCESS_FAILURE_LIMIT } from './limits';
import { createRedisStore } from './store/redis-store';
import type { ServerStore } from './store/server-store';

const CODE = 'alpha';
const appWith = (env: Record<string, string> = {}, store?: ServerStore) =>
  createApp({ config: loadConfig({ CODE, WHITE_WEBDAV_ENDPOINTS: 'http://127.0.0.1:9', ...env }), ...(store ? { store } : {}) });

type App = ReturnType<typeof appWith>;

/** A few routes that take a code, each with the header it reads it from. */
const attempts = [
  (app: App, code: string, from = '') => app.request('/api/artifacts', { method: 'POST', headers: { 'x-access-code': code, 'x-forwarded-for': from }, body: '{}' }),
  (app: App, code: string, from = '') => app.request('/api/openai/v1/models', { headers: { authorization: `Bearer nk-${code}`, 'x-forwarded-for': from } }),
  (app: App, code: string, from = '') => app.request('/api/share', { method: 'POST', headers: { 'x-access-code': code, 'x-forwarded-for': from }, body: '{}' }),
  (app: App, code: string, from = '') => app.request('/api/proxy/weather', { headers: { 'x-base-url': 'https://plugin.example', 'x-access-code': code, 'x-forwarded-for': from } }),
  (app: App, code: string, from = '') => app.request('/api/webdav/backup.json', { headers: { 'x-access-code': code, 'x-forwarded-for': from, 'x-webdav-endpoint': 'http://127.0.0.1:9' } }),
];

describe('access guard', () => {
  it('counts wrong codes across every route, then refuses every code from that address with 429 and Retry-After', async () => {
    const app = appWith();
    for (let index = 0; index < ACCESS_FAILURE_LIMIT; index += 1) {
      const response = await attempts[index % attempts.length]!(app, `guess-${index}`);
      expect(response.status).toBe(401);
    }
    for (const attempt of attempts) {
      const refused = await attempt(app, 'guess-more');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: true, code: 'too_many_attempts' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The right code too: otherwise a guess would still be told apart.
    expect((await attempts[0]!(app, CODE)).status).toBe(429);
  });

  it('refuses parallel guesses past the limit: 300 at once, all but the first 20 get 429', async () => {
    const app = appWith();
    const statuses = await Promise.all(Array.from({ length: 300 }, async (_, index) => (await attempts[1]!(app, `parallel-${index}`)).status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCESS_FAILURE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(300 - ACCESS_FAILURE_LIMIT);
  });

  it('with TRUST_PROXY=1 counts the address the proxy saw, whatever the client wrote before it', async () => {
    const app = appWith({ TRUST_PROXY: '1' });
    for (let index = 0; index < ACCESS_FAILURE_LIMIT; index += 1) {
      // A new made-up first entry each time changes nothing: the last entry is the proxy's.
      expect((await attempts[0]!(app, 'wrong', `10.9.${index}.1, 198.51.100.7`)).status).toBe(401);
    }
    expect((await attempts[0]!(app, CODE, '1.2.3.4, 198.51.100.7')).status).toBe(429);
    // Another address is not held back by it.
    expect((await attempts[0]!(app, CODE, '198.51.100.8')).status).toBe(400);
  });

  it('counts the guesses of a whole IPv6 /64 together: a new address per guess gains nothing', async () => {
    const app = appWith({ TRUST_PROXY: '1' });
    for (let index = 0; index < ACCESS_FAILURE_LIMIT; index += 1) {
      expect((await attempts[1]!(app, `guess-${index}`, `2001:db8:7:7::${(index + 1).toString(16)}`)).status).toBe(401);
    }
    expect((await attempts[1]!(app, 'one-more', '2001:db8:7:7:ffff::1')).status).toBe(429);
    expect((await attempts[1]!(app, CODE, '2001:db8:7:7::abcd')).status).toBe(429);
    // The next /64 is another client.
    expect((await attempts[1]!(app, 'wrong', '2001:db8:7:8::1')).status).toBe(401);
  });

  it('answers a wrong code as fast as a right one (no delay to time)', async () => {
    const app = appWith();
    const timed = async (code: string) => {
      const started = performance.now();
      await attempts[0]!(app, code, `203.0.113.${code.length}`);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const right: number[] = [];
    const wrong: number[] = [];
    for (let round = 0; round < ACCESS_FAILURE_LIMIT - 1; round += 1) {
      right.push(await timed(CODE));
      wrong.push(await timed('wrong-code'));
    }
    // Within noise: a wrong code used to wait 250 ms to 4 s; both now take a fraction of a millisecond.
    expect(median(wrong)).toBeLessThan(median(right) * 3 + 5);
  });
});

describe.skipIf(!hasRedisServer)('access guard with REDIS_URL', () => {
  let redis: RedisServer;
  const stores: ServerStore[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await redis.stop();
  });

  it('two instances sharing Redis enforce one limit', async () => {
    const open = async () => {
      const store = await createRedisStore(redis.url);
      stores.push(store);
      return appWith({ REDIS_URL: redis.url }, store);
    };
    const [first, second] = [await open(), await open()];
    const half = ACCESS_FAILURE_LIMIT / 2;
    for (let index = 0; index < half; index += 1) expect((await attempts[1]!(first, `a-${index}`)).status).toBe(401);
    for (let index = 0; index < half; index += 1) expect((await attempts[2]!(second, `b-${index}`)).status).toBe(401);
    expect((await attempts[0]!(first, 'one-more')).status).toBe(429);
    expect((await attempts[0]!(second, CODE)).status).toBe(429);
  });
});
