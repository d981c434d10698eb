import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The address n hops back: each trusted reverse proxy appends the address it saw to
 * X-Forwarded-For, so with n of them the client is the n-th entry from the right. What stands left
 * of it was written by the client itself and proves nothing. With fewer entries than hops, the
 * leftmost is the best there is. */
export function forwardedAddress(header: string | undefined, hops: number): string | undefined {
  if (hops < 1 || !header) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/** The client's address, whose network limits and wrong access codes are counted against
 * (client-network.ts). X-Forwarded-For is only read behind reverse proxies the administrator vouches
 * for (TRUST_PROXY=<n>), since any client can send it. */
export function clientAddressOf(c: Context, trustProxy: number): string {
  const forwarded = forwardedAddress(c.req.header('x-forwarded-for'), trustProxy);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return 'unknown';
  }
}
