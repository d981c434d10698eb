import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The address used to slow down wrong access codes. X-Forwarded-For is only believed behind a
 * reverse proxy the administrator vouches for (TRUST_PROXY), since any client can send it. */
export function clientAddressOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return 'unknown';
  }
}
