// The MCP relay: the page is the MCP client, and reaches a remote MCP server (or its OAuth
// authorization server) through this route when that server does not allow the page's origin:
//   GET | POST | DELETE /api/mcp-relay?endpoint=<absolute http(s) URL>
// The method, the body and the MCP and OAuth request headers go to the endpoint unchanged, and its
// status, body and a few headers come back as they arrive, event streams included (Streamable
// HTTP's answers and the older HTTP+SSE transport's long-lived GET). The server keeps nothing of
// it: sessions live between the page and the MCP server, which names them in Mcp-Session-Id.
// The endpoint is the client's choice, so the call goes out through the safe fetch's public policy
// (no private, loopback or link-local address, after DNS and after every redirect) unless its host
// is one the administrator listed in MCP_ALLOWED_HOSTS. Without an access code anyone may use the
// route, so it then reaches the listed hosts only, at every hop: never an open proxy.

import { Hono, type Context } from 'hono';
import { MCP_RELAY_CLOSED_CODE, MCP_RELAY_ENDPOINT_PARAM } from '../../core/constants/mcp';
import { createAccessGuard, type AccessGuard } from '../access-guard';
import { LostBodyError } from '../body-pace';
import { countedBody, cutClient, watchedBody } from '../body-streams';
import { ByteBudget } from '../byte-budget';
import type { ServerConfig } from '../config';
import { deadline } from '../deadline';
import { bodiesBusy, holdBody, releaseHeldBodies } from '../held-body';
import { BUFFERED_BODIES_MAX_BYTES } from '../limits';
import { OutboundError, isTrustedHost, safeFetch, type OutboundInit, type SafeFetchOptions } from '../safe-fetch';
import { causeOf, logUpstreamFailure } from '../upstream-log';
import { problem } from './forward-upstream';

/** A JSON-RPC message or a batch of them, or an OAuth form: tool arguments written by a model, or a
 * picture a tool is given, stay far below it. */
export const MCP_RELAY_MAX_BODY_BYTES = 4 * 1024 * 1024;
/** The most an answer that is not an event stream may carry: a tool's result may hold pictures and
 * files inline as base64. An event stream has no total: the older transport's stream lasts as long
 * as its session, and each of its messages reaches the page as it arrives. */
const MCP_RELAY_MAX_ANSWER_BYTES = 16 * 1024 * 1024;
/** How long the MCP server may take to send its answer's headers. A server answering a tool call
 * with plain JSON sends them only once the tool is done; this is twice the MCP SDK's own default
 * wait for an answer (60 s), so the client's time-out, not the relay's, is what a user meets. */
const HEADERS_TIMEOUT_MS = 120_000;
/** How long an answer may send nothing before the relay ends it. MCP servers send a keep-alive
 * comment on their event streams every 15 s (both official SDKs), but the older transport's servers
 * may send none between two calls: five minutes keeps such a stream over a pause in the chat, and
 * bounds how long a dead one holds its place. */
const IDLE_TIMEOUT_MS = 5 * 60_000;

const METHODS = new Set(['GET', 'POST', 'DELETE']);
/** The request headers passed on: what the MCP transports and OAuth send. Authorization belongs to
 * the MCP server (an OAuth bearer token), never to this server, which reads its access code from
 * its own header only. Cookies, the access code and the client's address headers stay here. */
const REQUEST_HEADERS = ['content-type', 'accept', 'authorization', 'mcp-session-id', 'mcp-protocol-version', 'last-event-id'];
/** The answer headers passed back: what the MCP client reads (the session, the OAuth challenge) and
 * how the answer may be cached. Never a cookie of the MCP server's on this server's origin. */
const ANSWER_HEADERS = ['content-type', 'mcp-session-id', 'www-authenticate', 'cache-control'];
const ACCESS_CODE_HEADER = 'x-access-code';
const EVENT_STREAM = 'text/event-stream';

type McpFetcher = (url: string, init: OutboundInit, options?: SafeFetchOptions) => Promise<Response>;

export interface McpRelayDeps {
  config: ServerConfig;
  /** The app's one guard; a route made alone gets its own. */
  guard?: AccessGuard;
  /** The app's budget of bodies held whole; a route made alone gets its own. */
  budget?: ByteBudget;
  /** The safe fetch; tests replace its address guard to stand a "public" server on loopback. */
  fetcher?: McpFetcher;
  /** Tests shorten the waits. */
  timeouts?: { headersMs: number; idleMs: number };
  /** Tests lower the bound on an answer that is not an event stream. */
  maxAnswerBytes?: number;
}

/** The client's endpoint, or why it is refused. A query is the MCP server's own (some carry a key
 * or a profile in it) and goes on; a fragment never reaches a server. */
function endpointOf(values: string[] | undefined): URL | string {
  if (!values || values.length !== 1) return `${MCP_RELAY_ENDPOINT_PARAM} must be given once`;
  const raw = values[0] ?? '';
  if (!URL.canParse(raw)) return `${MCP_RELAY_ENDPOINT_PARAM} must be an absolute http or https URL`;
  const endpoint = new URL(raw);
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') return `${MCP_RELAY_ENDPOINT_PARAM} must be an http or https URL`;
  // Credentials go in Authorization; in the URL they would end up in error texts.
  if (endpoint.username || endpoint.password) return `${MCP_RELAY_ENDPOINT_PARAM} must not contain a user name or password`;
  if (raw.includes('#')) return `${MCP_RELAY_ENDPOINT_PARAM} must not contain a fragment`;
  return endpoint;
}

/** Why a call was refused by a relay with no access code, and what the administrator can do. */
function closedMessage(refusal: string): string {
  return `${refusal}: this server has no access code (CODE), so its MCP relay goes only to the hosts listed in MCP_ALLOWED_HOSTS, redirects included. To use this MCP server through the relay, the administrator can set CODE, or add its host to MCP_ALLOWED_HOSTS.`;
}

function forwardedHeaders(incoming: Headers): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) headers[name] = value;
  }
  return headers;
}

function answerHeaders(upstream: Response): Headers {
  const headers = new Headers();
  for (const name of ANSWER_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  // Tells an nginx in front of this server not to hold an event stream back.
  if (isEventStream(upstream)) headers.set('x-accel-buffering', 'no');
  return headers;
}

function isEventStream(upstream: Response): boolean {
  return upstream.headers.get('content-type')?.toLowerCase().startsWith(EVENT_STREAM) === true;
}

export function mcpRelayRoutes({
  config,
  guard = createAccessGuard(config),
  budget = new ByteBudget(BUFFERED_BODIES_MAX_BYTES),
  fetcher = safeFetch,
  timeouts = { headersMs: HEADERS_TIMEOUT_MS, idleMs: IDLE_TIMEOUT_MS },
  maxAnswerBytes = MCP_RELAY_MAX_ANSWER_BYTES,
}: McpRelayDeps): Hono {
  const routes = new Hono();
  const outbound: SafeFetchOptions = { trustedHosts: config.mcpAllowedHosts, trustedOnly: config.accessCodes.length === 0 };
  routes.use('*', releaseHeldBodies);

  routes.all('/', async (c) => {
    const refused = await guard(c, { code: c.req.header(ACCESS_CODE_HEADER)?.trim() || undefined, userKey: false });
    if (refused) return refused;
    const method = c.req.method;
    if (!METHODS.has(method)) return problem(c, 405, 'method_not_allowed', `Only GET, POST and DELETE are relayed to an MCP server, not ${method}`);
    const endpoint = endpointOf(c.req.queries(MCP_RELAY_ENDPOINT_PARAM));
    if (typeof endpoint === 'string') return problem(c, 400, 'bad_endpoint', endpoint);
    // A closed relay refuses an unlisted first hop before it reads any body (the safe fetch
    // checks every hop again, redirects included).
    if (outbound.trustedOnly && !isTrustedHost(endpoint, outbound.trustedHosts)) return problem(c, 403, MCP_RELAY_CLOSED_CODE, closedMessage(`${endpoint.host} is not a listed host`));

    const init: OutboundInit = { method, headers: forwardedHeaders(c.req.raw.headers) };
    if (method === 'POST') {
      // Held whole, so a redirect (a server moving /mcp to /mcp/ answers 307) can send it again.
      const body = await holdBody(c, MCP_RELAY_MAX_BODY_BYTES, budget);
      if (body === 'busy') return bodiesBusy(c);
      if (body === 'too-large') return problem(c, 413, 'body_too_large', `Requests to an MCP server are limited to ${MCP_RELAY_MAX_BODY_BYTES} bytes`);
      init.body = body;
    }
    return relay(c, endpoint.href, init);
  });

  async function relay(c: Context, target: string, init: OutboundInit): Promise<Response> {
    const clientGone = c.req.raw.signal;
    const call = deadline(clientGone, timeouts.headersMs);
    let upstream: Response;
    try {
      upstream = await fetcher(target, { ...init, signal: call.signal }, outbound);
    } catch (error) {
      call.clear();
      if (clientGone.aborted || error instanceof LostBodyError) return new Response(null, { status: 499 });
      if (call.timedOut) {
        logUpstreamFailure('mcp-relay', undefined, `no answer within ${timeouts.headersMs / 1000} s`);
        return problem(c, 504, 'upstream_timeout', `The MCP server did not answer within ${timeouts.headersMs / 1000} seconds`);
      }
      // Only trustedOnly refuses a host here: the relay has no other host list.
      if (error instanceof OutboundError && error.code === 'host_not_allowed') return problem(c, 403, MCP_RELAY_CLOSED_CODE, closedMessage(error.message));
      if (error instanceof OutboundError) return problem(c, error.code === 'blocked_address' ? 403 : 502, error.code, error.message);
      // The URL is the client's and may carry a key in its query: only the kind of failure is logged.
      const cause = causeOf(error);
      logUpstreamFailure('mcp-relay', undefined, `unreachable (${cause})`);
      return problem(c, 502, 'upstream_unreachable', `Could not reach the MCP server (${cause})`);
    }
    call.clear();
    const streamed = isEventStream(upstream);
    if (!streamed && Number(upstream.headers.get('content-length') ?? 0) > maxAnswerBytes) {
      await upstream.body?.cancel();
      return problem(c, 502, 'answer_too_large', `The MCP server's answer is larger than ${maxAnswerBytes} bytes`);
    }
    const headers = answerHeaders(upstream);
    if (!upstream.body) return new Response(null, { status: upstream.status, headers });
    // Past the bound the answer fails rather than ends: a cut-off JSON answer must not look whole.
    const source = streamed ? upstream.body : countedBody(upstream.body, maxAnswerBytes).body;
    const body = watchedBody(source, {
      idleMs: timeouts.idleMs,
      cut: cutClient(c),
      onEnd: (end) => {
        if (end.kind === 'idle') {
          call.abort();
          logUpstreamFailure('mcp-relay', upstream.status, `answer idle for ${timeouts.idleMs / 1000} s, ended`);
        } else if (end.kind === 'failed') logUpstreamFailure('mcp-relay', upstream.status, `answer cut (${causeOf(end.error)})`);
      },
    });
    return new Response(body, { status: upstream.status, headers });
  }

  return routes;
}
