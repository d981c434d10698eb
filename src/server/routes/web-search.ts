// Searching the web for the browser:
//   POST /api/web/search   { provider, query, count?, key?, endpoint? }  →  { results: [...] }
// SearXNG is the administrator's instance (SEARXNG_URL) or, when the server names none, the user's
// own (`endpoint`, reached through the safe fetch: public addresses only, unless
// WEB_FETCH_ALLOWED_HOSTS lists its host). Tavily, Brave, Exa and Serper are reached at their own
// address (or the one the administrator set) with the user's key when the request brings one, else
// the server's; a key goes nowhere else, is used for that one call and is never kept or logged.
// With CODE set the access code is needed.

import { Hono, type Context } from 'hono';
import { webSearchRequestSchema, type WebSearchAnswer, type WebSearchRequest } from '../../core/schemas/web-search';
import type { AccessGuard } from '../access-guard';
import { readLimited } from '../body-streams';
import { ByteBudget } from '../byte-budget';
import type { ServerConfig } from '../config';
import { deadline } from '../deadline';
import { bodiesBusy, releaseHeldBodies } from '../held-body';
import { BUFFERED_BODIES_MAX_BYTES } from '../limits';
import { OutboundError, fetchUpstream, safeFetch, type OutboundInit, type SafeFetchOptions } from '../safe-fetch';
import { causeOf, logUpstreamFailure } from '../upstream-log';
import { cleanResults } from '../web-search/search-service';
import { SEARCH_SERVICES } from '../web-search/services';
import { codeGate, readJsonBody } from './code-gate';
import { problem } from './forward-upstream';

/** A query of 2,000 characters, a key and an address, in JSON: far below it. */
const WEB_SEARCH_MAX_BODY_BYTES = 16 * 1024;
/** Ten results with their snippets take a few tens of kilobytes; SearXNG's first page, with its
 * infoboxes and suggestions, a few hundred. */
const WEB_SEARCH_MAX_ANSWER_BYTES = 2 * 1024 * 1024;
/** The services answer within a few seconds; past this the search is given up and the answer
 * goes on without it. */
const WEB_SEARCH_TIMEOUT_MS = 15_000;
/** Results asked for when the request names no count. */
const DEFAULT_COUNT = 5;

type Fetcher = (url: string, init: OutboundInit, options?: SafeFetchOptions) => Promise<Response>;

export interface WebSearchDeps {
  config: ServerConfig;
  guard?: AccessGuard;
  budget?: ByteBudget;
  /** How a user's own SearXNG is reached (the safe fetch); tests stand a "public" one on loopback. */
  publicFetcher?: Fetcher;
  timeoutMs?: number;
}

interface Upstream {
  url: string;
  init: OutboundInit;
  /** The user's own instance: public addresses only. */
  userChosen: boolean;
}

/** The user's SearXNG address, or why it is refused. */
function userEndpoint(raw: string): URL | string {
  if (!URL.canParse(raw)) return 'endpoint must be an absolute http or https URL';
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'endpoint must be an http or https URL';
  if (url.username || url.password) return 'endpoint must not contain a user name or password';
  if (url.search || url.hash) return 'endpoint must not contain a query or fragment';
  return url;
}

function upstreamOf(config: ServerConfig, request: WebSearchRequest): Upstream | { status: 400; code: string; message: string } {
  const service = SEARCH_SERVICES[request.provider];
  const configured = config.webSearch[request.provider];
  const search = { query: request.query, count: request.count ?? DEFAULT_COUNT };
  if (!service.needsKey) {
    if (configured.url) return { ...service.request(configured.url, { ...search, key: '' }), userChosen: false };
    if (!request.endpoint) return { status: 400, code: 'not_configured', message: 'This server has no SearXNG instance (SEARXNG_URL): give the address of yours' };
    const endpoint = userEndpoint(request.endpoint);
    if (typeof endpoint === 'string') return { status: 400, code: 'bad_endpoint', message: endpoint };
    return { ...service.request(endpoint.href, { ...search, key: '' }), userChosen: true };
  }
  const key = request.key?.trim() || configured.key;
  if (!key) return { status: 400, code: 'no_key', message: `This server has no key for ${request.provider}: give your own` };
  return { ...service.request(configured.url || service.defaultUrl, { ...search, key }), userChosen: false };
}

/** Why a service refused, in words a person can act on. */
function refusedMessage(provider: string, status: number): { code: string; message: string } {
  // Brave answers an invalid subscription token with 422 (SUBSCRIPTION_TOKEN_INVALID).
  if (status === 401 || status === 403 || (provider === 'brave' && status === 422)) {
    const hint = provider === 'searxng' ? ' (a SearXNG instance answers 403 when its settings.yml does not list json under search.formats)' : ': check the key';
    return { code: 'search_refused', message: `${provider} refused the search with status ${status}${hint}` };
  }
  if (status === 429) return { code: 'search_rate_limited', message: `${provider} says too many searches were made; try again later` };
  return { code: 'search_failed', message: `${provider} answered with status ${status}` };
}

export function webSearchRoutes({
  config,
  guard,
  budget = new ByteBudget(BUFFERED_BODIES_MAX_BYTES),
  publicFetcher = safeFetch,
  timeoutMs = WEB_SEARCH_TIMEOUT_MS,
}: WebSearchDeps): Hono {
  const allowed = codeGate({ config, guard });
  const routes = new Hono();
  routes.use('*', releaseHeldBodies);

  routes.post('/', async (c) => {
    const refused = await allowed(c);
    if (refused) return refused;
    const body = await readJsonBody(c, WEB_SEARCH_MAX_BODY_BYTES, budget);
    if (body === 'busy') return bodiesBusy(c);
    if (body === 'too-large') return problem(c, 413, 'body_too_large', `A search request is limited to ${WEB_SEARCH_MAX_BODY_BYTES} bytes`);
    const parsed = webSearchRequestSchema.safeParse(body === 'not-json' ? undefined : body);
    if (!parsed.success) return problem(c, 400, 'bad_request', 'Expected { "provider", "query" } with an optional count (1 to 10), key or endpoint');
    const upstream = upstreamOf(config, parsed.data);
    if ('status' in upstream) return problem(c, upstream.status, upstream.code, upstream.message);
    return search(c, parsed.data, upstream);
  });

  async function search(c: Context, request: WebSearchRequest, upstream: Upstream): Promise<Response> {
    const { provider } = request;
    const clientGone = c.req.raw.signal;
    const call = deadline(clientGone, timeoutMs);
    const init = { ...upstream.init, signal: call.signal };
    try {
      const response = upstream.userChosen ? await publicFetcher(upstream.url, init, { trustedHosts: config.webFetchAllowedHosts }) : await fetchUpstream(upstream.url, init);
      if (response.status < 200 || response.status > 299) {
        await response.body?.cancel();
        logUpstreamFailure(`web-search ${provider}`, response.status, 'refused');
        const { code, message } = refusedMessage(provider, response.status);
        return problem(c, 502, code, message);
      }
      const bytes = await readLimited(response.body, WEB_SEARCH_MAX_ANSWER_BYTES);
      if (bytes === 'too-large') return problem(c, 502, 'answer_too_large', `${provider}'s answer is larger than ${WEB_SEARCH_MAX_ANSWER_BYTES} bytes`);
      let answer: unknown;
      try {
        answer = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        return problem(c, 502, 'bad_answer', `${provider}'s answer is not JSON`);
      }
      const results = cleanResults(SEARCH_SERVICES[provider].results(answer), request.count ?? DEFAULT_COUNT);
      c.header('Cache-Control', 'no-store');
      return c.json({ results } satisfies WebSearchAnswer);
    } catch (error) {
      if (clientGone.aborted) return new Response(null, { status: 499 });
      if (call.timedOut) {
        logUpstreamFailure(`web-search ${provider}`, undefined, `no answer within ${timeoutMs / 1000} s`);
        return problem(c, 504, 'upstream_timeout', `${provider} did not answer within ${timeoutMs / 1000} seconds`);
      }
      if (error instanceof OutboundError) return problem(c, error.code === 'blocked_address' ? 403 : 502, error.code, error.message);
      // Only the kind of failure is logged: the address may be the user's, and the request holds a key.
      const cause = causeOf(error);
      logUpstreamFailure(`web-search ${provider}`, undefined, `unreachable (${cause})`);
      return problem(c, 502, 'upstream_unreachable', `Could not reach ${provider} (${cause})`);
    } finally {
      call.clear();
    }
  }

  return routes;
}
