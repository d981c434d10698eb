// The store when REDIS_URL is set: several server instances behind a load balancer then serve each
// other's links. Keys are "polychat:<kind>:<id>"; expiry is Redis's own (EX). The bytes kept are
// counted in Redis too, so that all instances share one quota.

import { createClient } from '@redis/client';
import { DEFAULT_STORE_LIMITS } from './store-limits';
import { STORE_ID, StoreFullError, type ServerStore } from './server-store';

const PREFIX = 'polychat';
/** Every kept value's key, scored by when it expires (+inf: never). */
const USAGE_EXPIRY_KEY = `${PREFIX}:usage:expiry`;
/** Every kept value's size in bytes, by key. */
const USAGE_SIZES_KEY = `${PREFIX}:usage:sizes`;
/** The sum of those sizes. */
const USAGE_TOTAL_KEY = `${PREFIX}:usage:total`;
/** Expired entries forgotten per write, so that one write never runs long in Redis. Writes come
 * one at a time per request, so the backlog still shrinks faster than it can grow. */
const EXPIRED_PER_WRITE = 1000;

/** One script, so that instances writing together never both take the last room: forgets the
 * sizes of values that have expired, then keeps the value only when it fits under the quota.
 * KEYS: value, expiry set, sizes, total. ARGV: value, ttl seconds ('' for none), quota, now (ms). */
const PUT_SCRIPT = `
local now = tonumber(ARGV[4])
local expired = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now, 'LIMIT', 0, ${EXPIRED_PER_WRITE})
for _, member in ipairs(expired) do
  local size = redis.call('HGET', KEYS[3], member)
  if size then redis.call('DECRBY', KEYS[4], size) end
  redis.call('HDEL', KEYS[3], member)
  redis.call('ZREM', KEYS[2], member)
end
local size = string.len(ARGV[1])
local used = tonumber(redis.call('GET', KEYS[4]) or '0')
if used + size > tonumber(ARGV[3]) then return 0 end
if ARGV[2] == '' then
  redis.call('SET', KEYS[1], ARGV[1])
  redis.call('ZADD', KEYS[2], '+inf', KEYS[1])
else
  redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
  redis.call('ZADD', KEYS[2], now + tonumber(ARGV[2]) * 1000, KEYS[1])
end
redis.call('HSET', KEYS[3], KEYS[1], size)
redis.call('INCRBY', KEYS[4], size)
return 1
`;

export async function createRedisStore(url: string, maxBytes = DEFAULT_STORE_LIMITS.maxBytes): Promise<ServerStore> {
  const client = createClient({ url });
  // A dropped connection is retried by the client; the error is reported once per event, without
  // the URL (it may hold a password).
  client.on('error', (error: Error) => console.error(`[store] Redis: ${error.name}: ${error.message.replace(url, '<REDIS_URL>')}`));
  await client.connect();
  const key = (kind: string, id: string) => `${PREFIX}:${kind}:${id}`;
  return {
    async put(kind, id, value, ttlSeconds) {
      if (!STORE_ID.test(id)) throw new Error('Invalid store id');
      const kept = await client.eval(PUT_SCRIPT, {
        keys: [key(kind, id), USAGE_EXPIRY_KEY, USAGE_SIZES_KEY, USAGE_TOTAL_KEY],
        arguments: [value, ttlSeconds === undefined ? '' : String(ttlSeconds), String(maxBytes), String(Date.now())],
      });
      if (Number(kept) !== 1) throw new StoreFullError();
    },
    async get(kind, id) {
      if (!STORE_ID.test(id)) return undefined;
      return (await client.get(key(kind, id))) ?? undefined;
    },
    async hit(name, windowMs) {
      const counter = key('window', name);
      // One transaction: the first hit opens the window with its expiry, every hit counts.
      const [, count, ttl] = await client.multi().set(counter, 0, { PX: windowMs, NX: true }).incr(counter).pTTL(counter).exec();
      return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
    },
    async peek(name) {
      const counter = key('window', name);
      const [count, ttl] = await client.multi().get(counter).pTTL(counter).exec();
      return count === null ? { count: 0, resetInMs: 0 } : { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
    },
    async close() {
      await client.close();
    },
  };
}
