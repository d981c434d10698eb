// What the routes that keep something on the server (artifacts, shared chats) check before they
// write: how many things the client's network kept this hour (STORE_WRITES_PER_HOUR), and answer
// when the store is full (STORE_MAX_MB). Both are counted in the store, so instances sharing a
// Redis count together.

import type { Context } from 'hono';
import { clientNetworkOf } from '../client-network';
import type { ServerConfig } from '../config';
import type { ServerStore } from '../store/server-store';
import { STORE_WRITES_WINDOW_MS } from '../store/store-limits';

function refusal(c: Context, status: 429 | 507, code: string, message: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: true, code, message }, status);
}

/** Counts one more write for the client's network; resolves to the refusal when it is one too many. */
export function storeAdmission(config: ServerConfig, store: Pick<ServerStore, 'hit'>) {
  return async (c: Context): Promise<Response | undefined> => {
    const window = await store.hit(`stored:${clientNetworkOf(c, config.trustProxy, config.limits)}`, STORE_WRITES_WINDOW_MS);
    if (window.count <= config.storeLimits.writesPerHour) return undefined;
    c.header('Retry-After', String(Math.max(1, Math.ceil(window.resetInMs / 1000))));
    return refusal(c, 429, 'too_many_stored', `Your network has kept ${config.storeLimits.writesPerHour} chats and artifacts on this server in the last hour; wait before sharing more`);
  };
}

/** The answer when the store has no room left (StoreFullError). */
export function storeFull(c: Context): Response {
  return refusal(c, 507, 'store_full', 'This server has no room left for shared chats and artifacts; try again later');
}
