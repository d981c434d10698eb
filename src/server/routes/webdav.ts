// The WebDAV relay of cloud sync. Most WebDAV servers send no CORS headers, so the page reaches
// the user's server through this one:
//   GET /api/webdav/<folder>/backup.json?endpoint=<dav URL>                  read (404: nothing yet)
//   PUT /api/webdav/<folder>/backup.json?endpoint=<dav URL>                  write the whole state
//   GET /api/webdav/<folder>/?endpoint=<dav URL>&proxy_method=MKCOL          check: create the folder
// Nothing else is relayed: the endpoint is the client's choice, and a general WebDAV relay would let
// any caller list, read or delete whatever a server in reach holds. What both sync relays share
// (endpoint check, way out, answer back) is exported from here for upstash.ts.

import { deadlineSignal } from '../deadline';
import { Hono, type Context } from 'hono';
import { SYNC_BACKUP_FILE } from '../../core/constants/sync';
import { bearerOf, isAccessCodeBearer } from '../access';
import type { ServerConfig } from '../config';
import { OutboundError, fetchUpstream, safeFetch, type OutboundInit } from '../safe-fetch';
import { relayedBody } from '../body-streams';
import { decodedSegmentsOf, isPathUnder } from '../relayed-path';
import { codeGate, type CodeGateDeps } from './code-gate';

export const WEBDAV_ROUTE = '/api/webdav';
/** The provider proxy's body limit too: a backup holding pictures can be large. */
export const WEBDAV_MAX_BODY_BYTES = 20 * 1024 * 1024;
/** The folder check, asked for as a GET because the page's fetch goes through the same route. */
const CHECK_METHOD = 'MKCOL';
/** A sync server that has not answered in this long is taken as down. */
export const SYNC_TIMEOUT_MS = 30_000;
const UNSAFE_PATH = 'must not contain ".", "..", "..;", encoded slashes, backslashes or percent signs, or empty segments';

export interface SyncRelayDeps extends Omit<CodeGateDeps, 'config'> {
  config: ServerConfig;
  /** Tests shorten the time-out. */
  timeoutMs?: number;
  /** Largest backup relayed either way; tests lower it. */
  maxBytes?: number;
}

type ProblemStatus = 400 | 403 | 413 | 502 | 504;

export function problem(c: Context, status: ProblemStatus, code: string, message: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: true, code, message }, status);
}

/** The client's endpoint, or why it is refused. */
export function endpointOf(raw: string | undefined): URL | string {
  if (!raw || !URL.canParse(raw)) return 'endpoint must be an absolute http or https URL';
  const endpoint = new URL(raw);
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') return 'endpoint must be an http or https URL';
  // Credentials go in Authorization; in the URL they would end up in error texts.
  if (endpoint.username || endpoint.password) return 'endpoint must not contain a user name or password';
  if (endpoint.search || endpoint.hash) return 'endpoint must not contain a query or fragment';
  // Checked here, not only where it is listed: the relayed path is appended to this one.
  if (decodedSegmentsOf(endpoint.pathname) === undefined) return `endpoint path ${UNSAFE_PATH}`;
  return endpoint;
}

/** Under a URL of WHITE_WEBDAV_ENDPOINTS: same origin, and a path at or below the listed one.
 * Compared parsed and decoded rather than as strings, so "http://nas" does not admit
 * "http://nas.evil.example" and "http://nas/dav" does not admit "http://nas/dav-other". */
function isListed(endpoint: URL, listed: readonly string[]): boolean {
  return listed.some((entry) => {
    const base = new URL(entry);
    return base.origin === endpoint.origin && isPathUnder(endpoint.pathname, base.pathname);
  });
}

/** The sync server's own credential. An access code sent as "Bearer nk-…" is this server's and is
 * never passed on. */
export function upstreamAuthorization(headers: Headers): Record<string, string> {
  const authorization = headers.get('authorization');
  const bearer = bearerOf(headers);
  if (authorization === null || (bearer !== undefined && isAccessCodeBearer(bearer))) return {};
  return { authorization };
}

/** Fails the stream past maxBytes: a cut-off backup must not reach the page as a whole one. */
function capAt(maxBytes: number): TransformStream<Uint8Array, Uint8Array> {
  let size = 0;
  return new TransformStream({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > maxBytes) controller.error(new Error(`The answer is larger than ${maxBytes} bytes`));
      else controller.enqueue(chunk);
    },
  });
}

export interface SyncCall {
  /** Named in messages and logs. */
  service: string;
  endpoint: URL;
  target: string;
  init: Omit<OutboundInit, 'signal'>;
  maxResponseBytes: number;
  /** The refusal's message when the client's body outgrew its limit on the way, else undefined. */
  overLimit?: () => string | undefined;
}

/** Sends the call and relays status, content type and body. Only the kind of a failure is logged:
 * the URL is the client's, and the credential and body are the user's. */
export async function relaySyncCall(c: Context, config: ServerConfig, timeoutMs: number, call: SyncCall): Promise<Response> {
  const clientGone = c.req.raw.signal;
  const signal = deadlineSignal(clientGone, timeoutMs);
  const init = { ...call.init, signal };
  let upstream: Response;
  try {
    // A listed server may be the administrator's NAS on the LAN; anything else only public addresses.
    upstream = isListed(call.endpoint, config.whiteWebdavEndpoints) ? await fetchUpstream(call.target, init) : await safeFetch(call.target, init);
  } catch (error) {
    if (clientGone.aborted) return new Response(null, { status: 499 });
    const overLimit = call.overLimit?.();
    if (overLimit !== undefined) return problem(c, 413, 'body_too_large', overLimit);
    if (signal.aborted) return problem(c, 504, 'upstream_timeout', `The ${call.service} server did not answer within ${timeoutMs / 1000} seconds`);
    if (error instanceof OutboundError) return problem(c, error.code === 'blocked_address' ? 403 : 502, error.code, error.message);
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code ?? (error as Error).name;
    console.error(`[${call.service}] upstream unreachable (${cause})`);
    return problem(c, 502, 'upstream_unreachable', `Could not reach the ${call.service} server (${cause})`);
  }
  if (Number(upstream.headers.get('content-length') ?? 0) > call.maxResponseBytes) {
    await upstream.body?.cancel();
    return problem(c, 502, 'answer_too_large', `The ${call.service} server's answer is larger than ${call.maxResponseBytes} bytes`);
  }
  const headers = new Headers({ 'cache-control': 'no-store' });
  const type = upstream.headers.get('content-type');
  if (type !== null) headers.set('content-type', type);
  return new Response(upstream.body?.pipeThrough(capAt(call.maxResponseBytes)) ?? null, { status: upstream.status, headers });
}

/** The path's segments as the client encoded them, or undefined when one could lead outside the
 * endpoint or is ambiguous (decodedSegmentsOf). A trailing slash (a folder) leaves a last empty
 * segment. */
function segmentsOf(requestUrl: string): string[] | undefined {
  const rest = new URL(requestUrl).pathname.slice(WEBDAV_ROUTE.length).replace(/^\//, '');
  return decodedSegmentsOf(rest) === undefined ? undefined : rest.split('/');
}

/** The upstream method, or undefined for anything the relay does not do. */
function upstreamMethodOf(method: string, proxyMethod: string | undefined, segments: string[]): string | undefined {
  const isBackup = segments.at(-1) === SYNC_BACKUP_FILE;
  if (proxyMethod !== undefined) return method === 'GET' && proxyMethod === CHECK_METHOD && !isBackup ? CHECK_METHOD : undefined;
  return (method === 'GET' || method === 'PUT') && isBackup ? method : undefined;
}

export function webdavRoutes({ config, timeoutMs = SYNC_TIMEOUT_MS, maxBytes = WEBDAV_MAX_BODY_BYTES, ...gate }: SyncRelayDeps): Hono {
  const allowed = codeGate({ config, ...gate });
  const routes = new Hono();

  routes.all('*', async (c) => {
    const refused = await allowed(c);
    if (refused) return refused;
    const segments = segmentsOf(c.req.url);
    if (segments === undefined) return problem(c, 400, 'bad_path', `The path ${UNSAFE_PATH}`);
    const method = upstreamMethodOf(c.req.method, c.req.query('proxy_method'), segments);
    if (method === undefined) {
      return problem(c, 403, 'not_relayed', `Only GET and PUT of ${SYNC_BACKUP_FILE} and the ${CHECK_METHOD} folder check are relayed`);
    }
    const endpoint = endpointOf(c.req.query('endpoint'));
    if (typeof endpoint === 'string') return problem(c, 400, 'bad_endpoint', endpoint);

    const init: SyncCall['init'] = { method, headers: upstreamAuthorization(c.req.raw.headers) };
    const limit = `Backups are limited to ${maxBytes} bytes`;
    let overLimit: SyncCall['overLimit'];
    if (method === 'PUT') {
      const relayed = relayedBody(c, maxBytes);
      if (relayed === 'too-large') return problem(c, 413, 'body_too_large', limit);
      init.headers = { ...init.headers, ...relayed.headers, 'content-type': c.req.header('content-type') ?? 'application/json' };
      init.body = relayed.body;
      overLimit = () => (relayed.tooLarge() ? limit : undefined);
    }
    const base = endpoint.href.endsWith('/') ? endpoint.href : `${endpoint.href}/`;
    const target = `${base}${segments.join('/')}`;
    return relaySyncCall(c, config, timeoutMs, { service: 'WebDAV', endpoint, target, init, maxResponseBytes: maxBytes, overLimit });
  });

  return routes;
}
