// The store when REDIS_URL is set: several server instances behind a load balancer then serve each
// other's links. Keys are "polychat:<kind>:<id>"; expiry is Redis's own (EX).

import { createClient } from '@redis/client';
import { STORE_ID, type ServerStore } from './server-store';

const PREFIX = 'polychat';

export async function createRedisStore(url: string): Promise<ServerStore> {
  const client = createClient({ url });
  // A dropped connection is retried by the client; the error is reported once per event, without
  // the URL (it may hold a password).
  client.on('error', (error: Error) => console.error(`[store] Redis: ${error.name}: ${error.message.replace(url, '<REDIS_URL>')}`));
  await client.connect();
  const key = (kind: string, id: string) => `${PREFIX}:${kind}:${id}`;
  return {
    async put(kind, id, value, ttlSeconds) {
      if (!STORE_ID.test(id)) throw new Error('Invalid store id');
      await (ttlSeconds === undefined ? client.set(key(kind, id), value) : client.set(key(kind, id), value, { EX: ttlSeconds }));
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
