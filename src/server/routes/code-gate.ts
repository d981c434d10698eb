// The access check of the routes that keep something on the server (artifacts, shared chats): only
// an access code opens them on a protected deployment. A user's own provider key proves nothing
// here, since no provider ever checks it on these routes.

import type { Context } from 'hono';
import { accessCodeOf } from '../access';
import { createAccessGuard, type AccessGuard } from '../access-guard';
import type { ByteBudget } from '../byte-budget';
import type { ServerConfig } from '../config';
import { holdBody } from '../held-body';

export interface CodeGateDeps {
  config: ServerConfig;
  /** The app's one guard, shared by every route; a route made alone gets its own. */
  guard?: AccessGuard | undefined;
}

/** Resolves to the refusal to send, or undefined when the caller may go on. */
export function codeGate({ config, guard = createAccessGuard(config) }: CodeGateDeps) {
  return (c: Context): Promise<Response | undefined> => guard(c, { code: accessCodeOf(c.req.raw.headers), userKey: false });
}

/** Reads a JSON body of at most maxBytes, counting what arrives rather than trusting the header,
 * charged to the budget of bodies held whole ('busy' when it has no room). */
export async function readJsonBody(c: Context, maxBytes: number, budget: ByteBudget): Promise<unknown | 'too-large' | 'not-json' | 'busy'> {
  const body = await holdBody(c, maxBytes, budget);
  if (body === 'too-large' || body === 'busy') return body;
  try {
    return JSON.parse(new TextDecoder().decode(body)) as unknown;
  } catch {
    return 'not-json';
  }
}

/** The address links to this server start with: the request's own, or the one the reverse proxy
 * in front says it used, when the administrator trusts it to. */
export function publicOrigin(c: Context, trustProxy: number): string {
  const url = new URL(c.req.url);
  if (trustProxy < 1) return url.origin;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  const scheme = proto === 'http' || proto === 'https' ? proto : url.protocol.replace(':', '');
  return host && /^[\w.-]+(:\d+)?$/.test(host) ? `${scheme}://${host}` : url.origin;
}
