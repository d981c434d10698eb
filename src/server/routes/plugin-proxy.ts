// The plugin proxy: a plugin whose usingProxy is on is called "through /api/proxy with a base-URL
// header". /api/proxy/<path>?<query> with X-Base-URL: <plugin server URL> is forwarded to
// <plugin server URL>/<path>?<query>. Requests without the header are left to the provider aliases
// under /api/proxy/<provider>, so the two never meet.
//
// The target is chosen by the client, so it goes out through safe-fetch's public policy (http(s)
// only, no private, loopback or link-local address, checked after DNS and after every redirect).
// Nothing of the server's own is added: no provider key, no access code.

import { PLUGIN_PROXY_PATH } from '../../core/plugins/request';
import type { Context, MiddlewareHandler } from 'hono';
import { BASE_URL_HEADER as CLIENT_BASE_URL_HEADER } from '../../core/plugins/request';
import { createAccessGuard, type AccessGuard } from '../access-guard';
import { relayedBody } from '../body-streams';
import { deadlineSignal } from '../deadline';
import type { ServerConfig } from '../config';
import { decodedSegmentsOf } from '../relayed-path';
import { OutboundError, safeFetch, type OutboundInit, type SafeFetchOptions } from '../safe-fetch';

/** Lower case, as Headers returns names. */
const BASE_URL_HEADER = CLIENT_BASE_URL_HEADER.toLowerCase();
const ACCESS_CODE_HEADER = 'x-access-code';

/** Plugin calls carry a few fields of JSON written by a model; a megabyte is far beyond that. */
export const PLUGIN_PROXY_MAX_BODY_BYTES = 1024 * 1024;
/** Well above what the client keeps of an answer (PLUGIN_RESPONSE_READ_MAX_BYTES); the cap only
 * stops the route from relaying downloads. */
export const PLUGIN_PROXY_MAX_RESPONSE_BYTES = 1024 * 1024;
/** A plugin that has not answered in a minute is not going to. */
const PLUGIN_PROXY_TIMEOUT_MS = 60_000;

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']);

/** Never sent on: the hop's own headers, the browser's context (cookies, origin, fetch metadata),
 * our routing and access headers, and accept-encoding (the answer is relayed as plain bytes). */
const DROPPED_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'accept-encoding',
  'cookie',
  'origin',
  'referer',
  'forwarded',
  'via',
  'x-real-ip',
  BASE_URL_HEADER,
  ACCESS_CODE_HEADER,
]);
const DROPPED_PREFIXES = ['proxy-', 'sec-', 'x-forwarded-'];

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

type PluginFetcher = (url: string, init: OutboundInit, options?: SafeFetchOptions) => Promise<Response>;

export interface PluginProxyDeps {
  config: ServerConfig;
  /** The public-policy safe fetch; tests replace the address guard to reach a local server. */
  fetcher?: PluginFetcher;
  guard?: AccessGuard;
  timeoutMs?: number;
}

function problem(c: Context, status: 400 | 401 | 403 | 405 | 413 | 502 | 504, code: string, message: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: true, code, message }, status);
}

function forwardedHeaders(incoming: Headers): Record<string, string> {
  const headers: Record<string, string> = {};
  incoming.forEach((value, name) => {
    if (DROPPED_HEADERS.has(name) || DROPPED_PREFIXES.some((prefix) => name.startsWith(prefix))) return;
    headers[name] = value;
  });
  return headers;
}

/** The plugin URL the call is for, 'bad-base' when the base URL is not an absolute http(s) URL, or
 * 'bad-path' when its path or the relayed one holds a step up in some spelling (decodedSegmentsOf):
 * the plugin's server would decode it into another path than the one the plugin described. */
function targetOf(requestUrl: string, base: string): string | 'bad-base' | 'bad-path' {
  if (!URL.canParse(base)) return 'bad-base';
  const { protocol, pathname } = new URL(base);
  if (protocol !== 'http:' && protocol !== 'https:') return 'bad-base';
  const url = new URL(requestUrl);
  // The raw path, still percent-encoded, so what the client encoded reaches the plugin unchanged.
  const rest = url.pathname.slice(PLUGIN_PROXY_PATH.length);
  if (decodedSegmentsOf(pathname) === undefined || decodedSegmentsOf(rest) === undefined) return 'bad-path';
  return `${base.replace(/\/+$/, '')}${rest}${url.search}`;
}

/** The answer's bytes up to the cap; the rest is never read, and the upstream is let go. */
function capped(body: ReadableStream<Uint8Array>, max: number): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      const room = max - sent;
      if (value.byteLength < room) {
        sent += value.byteLength;
        return controller.enqueue(value);
      }
      controller.enqueue(value.subarray(0, room));
      controller.close();
      await reader.cancel();
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

function relay(upstream: Response): Response {
  const headers = new Headers({ 'cache-control': 'no-store' });
  const type = upstream.headers.get('content-type');
  if (type !== null) headers.set('content-type', type);
  const body = upstream.body && !NULL_BODY_STATUSES.has(upstream.status) ? capped(upstream.body, PLUGIN_PROXY_MAX_RESPONSE_BYTES) : null;
  return new Response(body, { status: upstream.status, statusText: upstream.statusText, headers });
}

export function pluginProxy({ config, fetcher = safeFetch, guard = createAccessGuard(config), timeoutMs = PLUGIN_PROXY_TIMEOUT_MS }: PluginProxyDeps): MiddlewareHandler {

  // Without access control and without a host list anyone could relay requests through this
  // server to any public address: an open proxy. The route then stays shut.
  const open = config.accessCodes.length === 0 && config.pluginProxyHosts.length === 0;
  const allowHosts = config.pluginProxyHosts.length > 0 ? { allowHosts: config.pluginProxyHosts } : {};

  return async (c, next) => {
    const base = c.req.header(BASE_URL_HEADER);
    if (base === undefined) return next();
    if (open) {
      return problem(
        c,
        403,
        'plugin_proxy_disabled',
        'This server relays plugin calls only when access control (CODE) is on or the plugin host is listed in PLUGIN_PROXY_HOSTS. Turn off "use proxy" for this plugin, or ask the administrator.',
      );
    }
    // Only the access code admits here. A provider key proves nothing on this route (the server
    // could not check it without a provider call, and nothing here spends a provider's money), and
    // Authorization belongs to the plugin, so the code comes in its own header.
    const accessCode = c.req.header(ACCESS_CODE_HEADER)?.trim() || undefined;
    const refused = await guard(c, { code: accessCode, userKey: false });
    if (refused) return refused;

    const method = c.req.method;
    if (!METHODS.has(method)) return problem(c, 405, 'method_not_allowed', `${method} is not allowed`);
    const target = targetOf(c.req.url, base);
    if (target === 'bad-base') return problem(c, 400, 'bad_base_url', `${BASE_URL_HEADER} must be an absolute http or https URL`);
    if (target === 'bad-path') return problem(c, 400, 'bad_path', 'The path must not contain ".", "..", "..;", encoded slashes, backslashes or percent signs, or empty segments');
    const limit = `Plugin request bodies are limited to ${PLUGIN_PROXY_MAX_BODY_BYTES} bytes`;
    const relayed = method === 'GET' || method === 'HEAD' ? undefined : relayedBody(c, PLUGIN_PROXY_MAX_BODY_BYTES);
    if (relayed === 'too-large') return problem(c, 413, 'body_too_large', limit);

    const clientGone = c.req.raw.signal;
    const signal = deadlineSignal(clientGone, timeoutMs);
    try {
      const init: OutboundInit = { method, headers: { ...forwardedHeaders(c.req.raw.headers), ...relayed?.headers }, signal };
      if (relayed?.body) init.body = relayed.body;
      return relay(await fetcher(target, init, allowHosts));
    } catch (error) {
      if (clientGone.aborted) return new Response(null, { status: 499 });
      if (relayed?.tooLarge()) return problem(c, 413, 'body_too_large', limit);
      if (signal.aborted) return problem(c, 504, 'upstream_timeout', `The plugin did not answer within ${timeoutMs} ms`);
      if (error instanceof OutboundError) return problem(c, 502, error.code, error.message);
      // The URL is the client's own; only the kind of failure is logged.
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code ?? (error as Error).name;
      console.error(`[plugin-proxy] upstream unreachable (${cause})`);
      return problem(c, 502, 'upstream_unreachable', `Could not reach the plugin (${cause})`);
    }
  };
}
