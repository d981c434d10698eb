// RELAY_PATH, mounted only in the desktop app's local server (behind its launch gate): the window's
// calls to providers and custom endpoints, sent on to the URL they name with the user's own
// credentials, so the web view needs no CORS permission from anyone. Any host may be named, the
// user's local Ollama included, as an administrator's upstream may: only the window holding this
// launch's secret can reach the route at all.

import { Hono } from 'hono';
import { RELAY_TARGET_HEADER } from '../../core/providers/relay';
import { relayedBody } from '../body-streams';
import { PROVIDER_MAX_BODY_BYTES, UPSTREAM_HEADERS_TIMEOUT_MS, UPSTREAM_IDLE_TIMEOUT_MS } from '../limits';
import { fetchUpstream, type Fetcher } from '../safe-fetch';
import { forwardUpstream, problem, type UpstreamTimeouts } from './forward-upstream';

/** Not sent on: the hop's own headers, the window's cookies and origin, and compression (the answer
 * is relayed byte for byte with only its content type, so it must arrive uncompressed). */
const NOT_FORWARDED = /^(host|cookie|origin|referer|connection|keep-alive|transfer-encoding|te|trailer|upgrade|accept-encoding|proxy-.*|sec-.*|x-relay-to)$/i;

export interface RelayDeps {
  fetcher?: Fetcher;
  timeouts?: UpstreamTimeouts;
  maxBodyBytes?: number;
}

function targetOf(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export function relayRoutes({
  fetcher = fetchUpstream,
  timeouts = { headersMs: UPSTREAM_HEADERS_TIMEOUT_MS, idleMs: UPSTREAM_IDLE_TIMEOUT_MS },
  maxBodyBytes = PROVIDER_MAX_BODY_BYTES,
}: RelayDeps = {}): Hono {
  const routes = new Hono();
  routes.all('/', async (c) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'POST') return problem(c, 405, 'method_not_allowed', `${method} is not allowed`);
    const target = targetOf(c.req.header(RELAY_TARGET_HEADER));
    if (!target) return problem(c, 400, 'bad_target', `The ${RELAY_TARGET_HEADER} header must name an http or https URL`);
    const relayed = method === 'POST' ? relayedBody(c, maxBodyBytes) : undefined;
    if (relayed === 'too-large') return problem(c, 413, 'body_too_large', `Request bodies are limited to ${maxBodyBytes} bytes`);
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, name) => {
      if (!NOT_FORWARDED.test(name)) headers[name] = value;
    });
    return forwardUpstream(c, {
      // The host only: the path or query may carry a key (Google's, Baidu's token).
      label: `relay to ${target.host}`,
      request: { url: target.href, method, headers, body: relayed?.body },
      tooLarge: relayed?.tooLarge ?? (() => false),
      fetcher,
      timeouts,
      maxBodyBytes,
    });
  });
  return routes;
}
