// /api/<provider>/<path>, the static-export aliases /api/proxy/<name>/<path> and the provider groups
// /api/group/<index>/<path>: the only way the web build reaches a provider. Each call is checked
// (method, allowed path, access, model policy), gets the right credentials, and the provider's
// answer is streamed back as it arrives. A group is one more destination with the same checks: its
// provider decides the allowed paths and where the token goes, its url where the call is sent.

import { Hono, type Context } from 'hono';
import type { ProviderGroup } from '../../core/models/groups';
import { PROVIDERS, PROVIDER_IDS, isAllowedPath, type ProviderId } from '../../core/providers/catalog';
import { accessCodeOf } from '../access';
import { createAccessGuard, type AccessGuard } from '../access-guard';
import { createBaiduTokenSource, BaiduTokenError, type BaiduTokenSource } from '../../core/providers/baidu-token';
import { countedBody, requestBody } from '../body-streams';
import { ByteBudget } from '../byte-budget';
import type { ServerConfig, UpstreamConfig } from '../config';
import { BUFFERED_BODIES_MAX_BYTES, PROVIDER_MAX_BODY_BYTES, SMALL_BODY_BYTES, SPEECH_MAX_BODY_BYTES, SPEECH_PATH, UPSTREAM_HEADERS_TIMEOUT_MS } from '../limits';
import { bodiesBusy, holdBody, releaseHeldBodies } from '../held-body';
import { formModels, isMultipart } from '../form-models';
import { checkModelPolicy } from '../model-policy';
import { fetchUpstream, type Fetcher } from '../safe-fetch';
import { causeOf, logUpstreamFailure } from '../upstream-log';
import { forwardUpstream, problem, type UpstreamTimeouts } from './forward-upstream';
import { buildUpstreamRequest, groupUpstream, hasUserCredential, UpstreamSetupError, type UpstreamRequest } from '../upstreams';

/** Spec section 7: the static export reaches these providers under /api/proxy/<name>. */
const PROXY_ALIASES = ['openai', 'google', 'anthropic', 'baidu', 'bytedance', 'alibaba', 'tencent', 'moonshot', 'stability', 'iflytek'] as const satisfies readonly ProviderId[];


/** Where a route sends its calls. */
interface Destination {
  /** The wire format: allowed paths, forwarded headers, where a credential goes. */
  provider: ProviderId;
  /** How answers and logs name the destination: "openai", "provider group 3". */
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
  /** The app's one access guard (wrong codes counted across routes). */
  guard?: AccessGuard;
  baiduTokens?: BaiduTokenSource;
  /** Bytes of bodies held whole at once, over all requests. */
  budget?: ByteBudget;
  /** Tests shorten them. */
  timeouts?: UpstreamTimeouts;
  maxBodyBytes?: number;
}

/** Held whole: Tencent's signature covers the body, and under DISABLE_GPT4 the model named in it is
 * checked first. A small body of known length (a chat without pictures) is held when the budget has
 * room, since it goes faster sent whole than as a stream (bench/proxy.mjs), and streamed when it
 * has none. Larger ones stream straight through. */
function wholeBody(id: ProviderId, config: ServerConfig, declared: number): 'must' | 'may' | 'no' {
  if (config.disableGPT4 || id === 'tencent') return 'must';
  return declared > 0 && declared <= SMALL_BODY_BYTES ? 'may' : 'no';
}

export function proxyRoutes({
  config,
  fetcher = fetchUpstream,
  guard = createAccessGuard(config),
  baiduTokens,
  budget = new ByteBudget(BUFFERED_BODIES_MAX_BYTES),
  timeouts = { headersMs: UPSTREAM_HEADERS_TIMEOUT_MS, idleMs: config.limits.upstreamIdleMs },
  maxBodyBytes = PROVIDER_MAX_BODY_BYTES,
}: ProxyDeps): Hono {
  const tokens = baiduTokens ?? createBaiduTokenSource(fetcher);

  const handle = ({ provider: id, label, prefix, upstream, unavailable }: Destination) => async (c: Context) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'POST') return problem(c, 405, 'method_not_allowed', `${method} is not allowed`);
    const url = new URL(c.req.url);
    // The raw (still percent-encoded) path: the allowlist patterns admit no "%", so an encoded
    // slash or dot can never smuggle a different path through.
    const path = url.pathname.slice(prefix.length).replace(/^\//, '');
    if (!isAllowedPath(id, path)) return problem(c, 404, 'path_not_allowed', `The path "${path}" is not allowed for ${label}`);

    const headers = c.req.raw.headers;
    const userKey = hasUserCredential(id, headers, url.searchParams);
    const refused = await guard(c, { code: accessCodeOf(headers), userKey });
    if (refused) return refused;
    const reason = unavailable?.(userKey);
    if (reason) return problem(c, 503, 'not_configured', reason);

    const bodyLimit = SPEECH_PATH.test(path) ? Math.min(maxBodyBytes, SPEECH_MAX_BODY_BYTES) : maxBodyBytes;
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > bodyLimit) return problem(c, 413, 'body_too_large', `Request bodies are limited to ${bodyLimit} bytes`);
    let body: UpstreamRequest['body'];
    let tooLarge = () => false;
    const whole = method === 'POST' ? wholeBody(id, config, declared) : 'no';
    if (whole !== 'no') {
      const held = await holdBody(c, bodyLimit, budget);
      if (held === 'too-large') return problem(c, 413, 'body_too_large', `Request bodies are limited to ${bodyLimit} bytes`);
      if (held === 'busy' && whole === 'must') return bodiesBusy(c);
      if (held !== 'busy') body = held;
    }
    const source = method === 'POST' && body === undefined ? requestBody(c) : null;
    if (source) {
      const counted = countedBody(source, bodyLimit);
      body = counted.body;
      tooLarge = counted.tooLarge;
    }
    if (config.disableGPT4) {
      const whole = body instanceof Uint8Array ? body : undefined;
      const contentType = headers.get('content-type') ?? '';
      // Stability's forms choose among its own image models; a recording's names the transcriber.
      const form = whole && id !== 'stability' && isMultipart(contentType) ? await formModels(whole, contentType) : undefined;
      if (form && !form.ok) return problem(c, form.status, form.code, form.message);
      const verdict = checkModelPolicy({ provider: id, path, body: whole, ...(form ? { formModels: form.models } : {}) }, config.azureDeployments);
      if (!verdict.ok) return problem(c, verdict.status, verdict.code, verdict.message);
    }

    let request: UpstreamRequest;
    try {
      request = await buildUpstreamRequest({ id, path, query: url.searchParams, headers, method, body }, upstream, tokens);
    } catch (error) {
      if (error instanceof UpstreamSetupError) return problem(c, error.status, error.code, error.message);
      if (error instanceof BaiduTokenError) return problem(c, 502, 'upstream_auth', `Baidu refused the server's BAIDU_API_KEY/BAIDU_SECRET_KEY: ${error.reason}`);
      // A failed token call or signing: only the error's kind is told, it may carry a URL with secrets.
      const cause = causeOf(error);
      logUpstreamFailure(label, undefined, `could not prepare the request (${cause})`);
      return problem(c, 502, 'upstream_unreachable', `Could not prepare the ${label} request (${cause})`);
    }
    return forwardUpstream(c, { label, request, tooLarge, fetcher, timeouts, maxBodyBytes: bodyLimit });
  };

  const routes = new Hono();
  routes.use('*', releaseHeldBodies);
  const mount = (path: string, destination: Destination) => {
    routes.all(path, handle(destination));
    routes.all(`${path}/*`, handle(destination));
  };
  const provider = (id: ProviderId, prefix: string): Destination => {
    const upstream = config.upstreams[id];
    return { provider: id, label: id, prefix, upstream, unavailable: (hasUserKey) => (hasUserKey ? undefined : missingServerKey(id, upstream)) };
  };
  for (const id of PROVIDER_IDS) mount(`/${id}`, provider(id, `/api/${id}`));
  for (const name of PROXY_ALIASES) mount(`/proxy/${name}`, provider(name, `/api/proxy/${name}`));
  config.groups.forEach((group, index) => mount(`/group/${index}`, groupDestination(index, group, config)));
  return routes;
}

/** The environment variables that give the server its key for each provider. */
const KEY_VARIABLES: Readonly<Record<ProviderId, string>> = {
  openai: 'OPENAI_API_KEY',
  azure: 'AZURE_API_KEY',
  google: 'GOOGLE_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  baidu: 'BAIDU_API_KEY and BAIDU_SECRET_KEY',
  bytedance: 'BYTEDANCE_API_KEY',
  alibaba: 'ALIBABA_API_KEY',
  tencent: 'TENCENT_SECRET_ID and TENCENT_SECRET_KEY',
  moonshot: 'MOONSHOT_API_KEY',
  iflytek: 'IFLYTEK_API_KEY',
  stability: 'STABILITY_API_KEY',
};

/** Why a call without the user's own key cannot go to this provider: the server has no key for it
 * either, and the provider's public address refuses every call without one, with a 401 the app
 * would read as a wrong access code. An address the administrator chose (BASE_URL, <PROVIDER>_URL)
 * may be a server that takes no key (a local Ollama), and is called as it is. */
function missingServerKey(id: ProviderId, upstream: UpstreamConfig): string | undefined {
  if (upstream.apiKeys.length > 0 || upstream.baseUrl !== PROVIDERS[id].defaultBaseUrl) return undefined;
  return `The server has no ${KEY_VARIABLES[id]}; enter your own key in settings`;
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
