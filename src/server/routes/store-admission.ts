// What the routes that keep something on the server (artifacts, shared chats) check before they
// write: how many things the client's network kept this hour (STORE_WRITES_PER_HOUR), and answer
// when the store is full (STORE_MAX_MB). Both are counted in the store, so instances sharing a
// Redis count together.

import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { clientAddressOf } from '../client-address';
import type { ServerConfig } from '../config';
import type { ServerStore } from '../store/server-store';
import { STORE_WRITES_WINDOW_MS } from '../store/store-limits';

/** An IPv6 client is given a whole /64 by its provider and can pick any address in it: it is
 * counted by those first 4 groups. An IPv4 client by its own address. */
const IPV6_NETWORK_GROUPS = 4;
const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The network a client address is counted by: "a.b.c.d", "g:g:g:g::/64", or the text as it came
 * when it is not an address. */
function networkOf(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mapped = IPV4_MAPPED.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(plain)) return plain;
  const [head = '', tail] = plain.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail ("…:1.2.3.4") is two groups; only the first four count anyway.
  const tailLength = tailGroups.reduce((length, group) => length + (group.includes('.') ? 2 : 1), 0);
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailLength).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, IPV6_NETWORK_GROUPS)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function refusal(c: Context, status: 429 | 507, code: string, message: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: true, code, message }, status);
}

/** Counts one more write for the client's network; resolves to the refusal when it is one too many. */
export function storeAdmission(config: ServerConfig, store: Pick<ServerStore, 'hit'>) {
  return async (c: Context): Promise<Response | undefined> => {
    const window = await store.hit(`stored:${networkOf(clientAddressOf(c, config.trustProxy))}`, STORE_WRITES_WINDOW_MS);
    if (window.count <= config.storeLimits.writesPerHour) return undefined;
    c.header('Retry-After', String(Math.max(1, Math.ceil(window.resetInMs / 1000))));
    return refusal(c, 429, 'too_many_stored', `Your network has kept ${config.storeLimits.writesPerHour} chats and artifacts on this server in the last hour; wait before sharing more`);
  };
}

/** The answer when the store has no room left (StoreFullError). */
export function storeFull(c: Context): Response {
  return refusal(c, 507, 'store_full', 'This server has no room left for shared chats and artifacts; try again later');
}
