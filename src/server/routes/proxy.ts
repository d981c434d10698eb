// /api/<provider>/<path>, the static-export aliases /api/proxy/<name>/<path> and the provider groups
// /api/group/<index>/<path>: the only way the web build reaches a provider. Each call is checked
// (method, allowed path, access, model policy), gets the right credentials, and the provider's
// answer is streamed back as it arrives. A group is one more destination with the same checks: its
// provider decides the allowed paths and where the token goes, its url where the call is sent.

import { Hono, type Context } from 'hono';
import type { ProviderGroup } from '../../core/models/groups';
import { PROVIDER_IDS, isAllowedPath, type ProviderId } from '../../core/providers/catalog';
import { accessCodeOf, accessPolicyOf, decideAccess } from '../access';
import { createBaiduTokenSource, BaiduTokenError, type BaiduTokenSource, type Fetcher } from '../baidu-token';
import { clientAddressOf } from '../client-address';
import type { ServerConfig, UpstreamConfig } from '../config';
import { isGpt4Family } from '../../core/models/rules';
import { requestedModels } from '../model-policy';
import { fetchUpstream, OutboundError } from '../safe-fetch';
import { FailureThrottle } from '../throttle';
import { buildUpstreamRequest, groupUpstream, hasUserCredential, UpstreamSetupError, type UpstreamRequest } from '../upstreams';

/** Spec section 7: the static export reaches these providers under /api/proxy/<name>. */
export const PROXY_ALIASES = ['openai', 'google', 'anthropic', 'baidu', 'bytedance', 'alibaba', 'tencent', 'moonshot', 'stability', 'iflytek'] as const satisfies readonly ProviderId[];

/** Images sent for vision models are the largest bodies; this leaves room for several. */
export const MAX_BODY_BYTES = 20 * 1024 * 1024;

const RESPONSE_HEADERS = ['content-type', 'cache-control', 'retry-after', 'x-request-id', 'request-id', 'x-tc-requestid', 'finish-reason', 'seed'];

/** Where a route sends its calls. */
interface Destination {
  /** The wire format: allowed paths, forwarded headers, where a credential goes. */
  provider: ProviderId;
  /** How answers name the destination: "openai", "provider group 3". */
  label: string;
  /** The route's mount point; the upstream path is what follows it. */
  prefix: string;
  upstream: UpstreamConfig;
  /** Why the destination cannot take this call, if it cannot; asked once access is granted. */
  unavailable?: (hasUserKey: boolean) => string | undefined;
}

export interface ProxyDeps {
  config: ServerConfig;
  fetcher?: Fetcher;
  throttle?: FailureThrottle;
  sleep?: (ms: number) => Promise<void>;
  baiduTokens?: BaiduTokenSource;
}

function problem(c: Context, status: 400 | 401 | 403 | 404 | 405 | 413 | 502 | 503, code: string, message: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: true, code, message }, status);
}

async function readBody(c: Context): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return 'too-large';
  const body = new Uint8Array(await c.req.arrayBuffer());
  return body.byteLength > MAX_BODY_BYTES ? 'too-large' : body;
}

function relay(upstream: Response): Response {
  const headers = new Headers();
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (headers.get('content-type')?.includes('text/event-stream')) {
    headers.set('cache-control', 'no-cache, no-transform');
    // Tells an nginx in front of us not to hold the stream back.
    headers.set('x-accel-buffering', 'no');
  }
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers });
}

async function forward(c: Context, label: string, request: UpstreamRequest, fetcher: Fetcher): Promise<Response> {
  const signal = c.req.raw.signal;
  try {
    const upstream = await fetcher(request.url, { method: request.method, headers: request.headers, body: request.body, signal });
    if (upstream.status >= 300 && upstream.status < 400) {
      await upstream.body?.cancel();
      return problem(c, 502, 'upstream_redirect', `The ${label} upstream answered with a redirect, which the server does not follow`);
    }
    return relay(upstream);
  } catch (error) {
    // The client went away; nobody will read this answer.
    if (signal.aborted) return new Response(null, { status: 499 });
    if (error instanceof OutboundError) return problem(c, 502, error.code, error.message);
    // Only the error code is logged: the URL may carry Baidu's access token.
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code ?? (error as Error).name;
    console.error(`[proxy] ${label}: upstream unreachable (${cause})`);
    return problem(c, 502, 'upstream_unreachable', `Could not reach the ${label} upstream (${cause})`);
  }
}

export function proxyRoutes({ config, fetcher = fetchUpstream, throttle = new FailureThrottle(), sleep, baiduTokens }: ProxyDeps): Hono {
  const policy = accessPolicyOf(config.accessCodes, config.hideUserApiKey);
  const tokens = baiduTokens ?? createBaiduTokenSource(fetcher);
  const wait = sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  const handle = ({ provider: id, label, prefix, upstream, unavailable }: Destination) => async (c: Context) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'POST') return problem(c, 405, 'method_not_allowed', `${method} is not allowed`);
    const url = new URL(c.req.url);
    // The raw (still percent-encoded) path: the allowlist patterns admit no "%", so an encoded
    // slash or dot can never smuggle a different path through.
    const path = url.pathname.slice(prefix.length).replace(/^\//, '');
    if (!isAllowedPath(id, path)) return problem(c, 404, 'path_not_allowed', `The path "${path}" is not allowed for ${label}`);

    const headers = c.req.raw.headers;
    const address = clientAddressOf(c, config.trustProxy);
    const accessCode = accessCodeOf(headers);
    const userKey = hasUserCredential(id, headers, url.searchParams);
    const verdict = decideAccess(policy, accessCode, userKey);
    if (!verdict.ok) {
      if (verdict.wrongCode) await wait(throttle.fail(address));
      return problem(c, verdict.status, verdict.code, verdict.message);
    }
    if (accessCode !== undefined) throttle.succeed(address);
    const reason = unavailable?.(userKey);
    if (reason) return problem(c, 503, 'not_configured', reason);

    const body = method === 'POST' ? await readBody(c) : undefined;
    if (body === 'too-large') return problem(c, 413, 'body_too_large', `Request bodies are limited to ${MAX_BODY_BYTES} bytes`);
    if (config.disableGPT4) {
      const text = body ? new TextDecoder().decode(body) : undefined;
      const blocked = requestedModels(path, text).find(isGpt4Family);
      if (blocked) return problem(c, 403, 'model_disabled', `You are not allowed to use the ${blocked} model`);
    }

    let request: UpstreamRequest;
    try {
      request = await buildUpstreamRequest({ id, path, query: url.searchParams, headers, method, body }, upstream, tokens);
    } catch (error) {
      if (error instanceof UpstreamSetupError) return problem(c, error.status, error.code, error.message);
      if (error instanceof BaiduTokenError) return problem(c, 502, 'upstream_auth', error.message);
      // A failed token call or signing: only the error's kind is told, it may carry a URL with secrets.
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      console.error(`[proxy] ${label}: could not prepare the upstream request (${cause})`);
      return problem(c, 502, 'upstream_unreachable', `Could not prepare the ${label} request (${cause})`);
    }
    return forward(c, label, request, fetcher);
  };

  const routes = new Hono();
  const mount = (path: string, destination: Destination) => {
    routes.all(path, handle(destination));
    routes.all(`${path}/*`, handle(destination));
  };
  const provider = (id: ProviderId, prefix: string): Destination => ({ provider: id, label: id, prefix, upstream: config.upstreams[id] });
  for (const id of PROVIDER_IDS) mount(`/${id}`, provider(id, `/api/${id}`));
  for (const name of PROXY_ALIASES) mount(`/proxy/${name}`, provider(name, `/api/proxy/${name}`));
  config.groups.forEach((group, index) => mount(`/group/${index}`, groupDestination(index, group, config)));
  return routes;
}

/** A provider group: its url instead of the provider's, its token instead of the server's key. */
function groupDestination(index: number, group: ProviderGroup, config: ServerConfig): Destination {
  const label = `provider group ${index}`;
  const upstream = groupUpstream(group, config.upstreams[group.provider]);
  return {
    provider: group.provider,
    label,
    prefix: `/api/group/${index}`,
    upstream,
    unavailable: (hasUserKey) => {
      if (!upstream.baseUrl) return `The server has no upstream URL for ${label}; the administrator sets it in PROVIDER_GROUPS`;
      if (!hasUserKey && upstream.apiKeys.length === 0) {
        return `The server has no token for ${label}; the administrator sets it in PROVIDER_GROUPS, or enter your own key in settings`;
      }
      return undefined;
    },
  };
}
