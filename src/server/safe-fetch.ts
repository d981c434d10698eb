// The only way the server reaches the outside. Two policies share one entry point:
// - "admin": an upstream the administrator configured (BASE_URL, AZURE_URL …). Any host is fine,
//   localhost included (Ollama), but redirects are never followed: a redirect would carry the
//   server's key to a host nobody configured.
// - "public": anything a client can influence (plugin calls, WebDAV). Only http(s), optional host
//   allowlist, and the connection is refused when the name resolves to a non-public address. The
//   check runs inside the socket's own DNS lookup, so the address judged is the address connected
//   to (no second resolution an attacker could rebind), and again after every redirect.

import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { answerBody } from './answer-body';
import { isBlockedAddress } from './blocked-addresses';

export type OutboundErrorCode = 'bad_scheme' | 'host_not_allowed' | 'blocked_address' | 'too_many_redirects' | 'bad_redirect' | 'bad_status';

export class OutboundError extends Error {
  override name = 'OutboundError';
  constructor(
    readonly code: OutboundErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** How the server's routes call out (safeFetch, or a test's stand-in). */
export type Fetcher = (url: string, init: OutboundInit) => Promise<Response>;

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  /** A stream is sent as it is read, from the moment the connection is open: a call refused before
   * (its address, its host) reads none of it. It cannot be sent twice, so the public policy does not
   * follow a redirect that would send it again. */
  body?: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
  signal?: AbortSignal;
}

export interface SafeFetchOptions {
  /** When given, only these host names (lower case, no port) may be reached, redirects included. */
  allowHosts?: readonly string[];
  maxRedirects?: number;
  /** Hosts the administrator vouches for, each "host" (any port) or "host:port" (lower case, an IPv6
   * address in brackets): they may be on a private or loopback address. Judged at every hop, so a
   * listed host redirecting to an unlisted private address is still refused. */
  trustedHosts?: readonly string[];
  /** Only the trusted hosts may be reached, public or not, at every hop ('host_not_allowed'
   * otherwise, before any connection): a route anyone may use goes nowhere else. */
  trustedOnly?: boolean;
  /** Told each address a redirect leads to, before it is called: a reader names where it ended. */
  onRedirect?: (to: URL) => void;
}

const MAX_REDIRECTS = 5;
/** How long a connection may take to open. */
const CONNECT_TIMEOUT_MS = 10_000;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const NULL_BODY_STATUSES = new Set([204, 205, 304]);
/** The statuses a Response can carry; HTTP lets a server send any three digits. */
const MIN_STATUS = 200;
const MAX_STATUS = 599;
/** Never sent on to a different origin after a redirect. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization', 'api-key', 'x-api-key'];

function checkScheme(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError('bad_scheme', `Only http and https URLs may be fetched, not ${url.protocol}`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function guardedLookup(isBlocked: (address: string) => boolean) {
  return (hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((entry) => isBlocked(entry.address));
      if (refused || addresses.length === 0) {
        return callback(
          new OutboundError('blocked_address', `${hostname} resolves to a private or reserved address`),
          [],
        );
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

function toHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** The administrator's upstreams, reached with node's http rather than fetch (undici): fetch queues
 * a streamed upload ahead of the socket, about 8 MB per upload in our measurement, where a pipe
 * holds a few kilobytes; and when an upstream drops mid-answer, fetch's body fails at once and
 * loses the bytes that had arrived but not yet been read (answer-body.ts keeps them). Kept alive
 * like fetch's pool. */
const adminAgents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

function requestOnce(url: URL, init: OutboundInit, isBlocked: ((address: string) => boolean) | undefined, reuse = true): Promise<Response> {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  // The socket skips DNS for an IP literal, so the lookup guard would never see it.
  if (isBlocked && isIP(literal) !== 0 && isBlocked(literal)) {
    return Promise.reject(new OutboundError('blocked_address', `${url.hostname} is a private or reserved address`));
  }
  const secure = url.protocol === 'https:';
  const client = secure ? https : http;
  // No shared agent for public calls: a pooled socket was connected to an address judged for someone else.
  const pooled = { agent: secure ? adminAgents.https : adminAgents.http };
  const routing = isBlocked ? { lookup: guardedLookup(isBlocked), agent: false as const } : reuse ? pooled : { agent: false as const };
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, signal: init.signal, ...routing },
      (response) => {
        const status = response.statusCode ?? 502;
        // Thrown here, the Response's own refusal would escape the promise and end the process.
        if (status < MIN_STATUS || status > MAX_STATUS) {
          response.destroy();
          reject(new OutboundError('bad_status', `The server answered with the status ${status}, which cannot be relayed`));
          return;
        }
        const empty = NULL_BODY_STATUSES.has(status) || init.method === 'HEAD';
        if (empty) response.resume();
        const body = empty ? null : answerBody(response);
        resolve(new Response(body, { status, statusText: response.statusMessage, headers: toHeaders(response.headers) }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive socket the upstream closed as it was taken again (its idle time-out) fails at
      // once with a reset, before the upstream saw anything: a call whose body is whole is sent once
      // more on a fresh socket, as Node's documentation of the agent advises. A streamed body cannot
      // be sent twice.
      if (request.reusedSocket && error.code === 'ECONNRESET' && !(init.body instanceof ReadableStream) && !init.signal?.aborted) {
        resolve(requestOnce(url, init, isBlocked, false));
        return;
      }
      reject(error);
    });
    // Connecting has its own bound (fetch's own is 10 s too): an address that swallows the SYN
    // would otherwise hold the call until the headers deadline.
    request.on('socket', (socket) => {
      if (!socket.connecting) return;
      const timer = setTimeout(() => request.destroy(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' })), CONNECT_TIMEOUT_MS);
      socket.once('connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    });
    const body = init.body;
    if (body instanceof ReadableStream) {
      request.once('socket', (socket) => {
        if (socket.connecting) socket.once('connect', () => void upload(body, request));
        else void upload(body, request);
      });
    } else request.end(body);
  });
}

/** Resolves true when the request takes more, false when it has closed. */
function drained(request: http.ClientRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = (more: boolean) => () => {
      request.off('drain', onDrain);
      request.off('close', onClose);
      resolve(more);
    };
    const onDrain = settle(true);
    const onClose = settle(false);
    request.once('drain', onDrain);
    request.once('close', onClose);
  });
}

/** Writes a streamed body a chunk at a time, as fast as the socket takes it: at most one chunk
 * waits here. A body that fails (too large, client gone) ends the call with its error. */
async function upload(body: ReadableStream<Uint8Array>, request: http.ClientRequest): Promise<void> {
  const reader = body.getReader();
  // Outside the loop, so that no chunk stays referenced by the suspended loop while it waits.
  const send = (read: ReadableStreamReadResult<Uint8Array>): 'more' | 'full' | 'ended' | 'stopped' => {
    if (request.destroyed) return 'stopped';
    if (read.done) {
      request.end();
      return 'ended';
    }
    return request.write(read.value) ? 'more' : 'full';
  };
  try {
    for (;;) {
      const next = await reader.read().then(send);
      if (next === 'ended') return;
      if (next === 'stopped' || (next === 'full' && !(await drained(request)))) break;
    }
  } catch (error) {
    request.destroy(error as Error);
    return;
  }
  await reader.cancel().catch(() => undefined);
}

function redirectInit(init: OutboundInit, status: number, from: URL, to: URL): OutboundInit {
  const next: OutboundInit = { ...init, headers: { ...init.headers } };
  if (status === 303 || ((status === 301 || status === 302) && init.method === 'POST')) {
    next.method = 'GET';
    delete next.body;
    for (const name of Object.keys(next.headers ?? {})) {
      if (/^content-/i.test(name)) delete next.headers?.[name];
    }
  }
  if (from.origin !== to.origin) {
    for (const name of Object.keys(next.headers ?? {})) {
      if (CREDENTIAL_HEADERS.includes(name.toLowerCase())) delete next.headers?.[name];
    }
  }
  return next;
}

function checkHost(url: URL, allowHosts: readonly string[] | undefined): void {
  const host = url.hostname.toLowerCase();
  if (allowHosts && !allowHosts.includes(host)) {
    throw new OutboundError('host_not_allowed', `${host} is not an allowed host`);
  }
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** Whether the URL's host, or its host and port, is one of the entries. */
export function isTrustedHost(url: URL, entries: readonly string[] | undefined): boolean {
  if (!entries || entries.length === 0) return false;
  const port = url.port || DEFAULT_PORTS[url.protocol];
  return entries.includes(url.hostname) || entries.includes(`${url.hostname}:${port}`);
}

const anyAddress = (): boolean => false;

type OutboundPolicy = { kind: 'admin' } | ({ kind: 'public' } & SafeFetchOptions);

async function guardedFetch(
  target: string,
  init: OutboundInit,
  options: SafeFetchOptions,
  isBlocked: (address: string) => boolean,
): Promise<Response> {
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  let url = new URL(target);
  let current = init;
  for (let hop = 0; ; hop += 1) {
    checkScheme(url);
    checkHost(url, options.allowHosts);
    const trusted = isTrustedHost(url, options.trustedHosts);
    if (options.trustedOnly && !trusted) throw new OutboundError('host_not_allowed', `${url.host} is not a listed host`);
    const response = await requestOnce(url, current, trusted ? anyAddress : isBlocked);
    const location = response.headers.get('location');
    if (!REDIRECT_STATUSES.has(response.status) || location === null) return response;
    await response.body?.cancel();
    if (hop >= maxRedirects) throw new OutboundError('too_many_redirects', `More than ${maxRedirects} redirects`);
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw new OutboundError('bad_redirect', 'The redirect location is not a URL');
    }
    current = redirectInit(current, response.status, url, next);
    if (current.body instanceof ReadableStream) {
      throw new OutboundError('bad_redirect', 'The server redirected an upload, which cannot be sent twice; use the address it redirects to');
    }
    url = next;
    options.onRedirect?.(next);
  }
}

/** The one outbound function; the address guard is replaceable only so tests can use loopback. */
async function outboundFetch(
  target: string,
  init: OutboundInit,
  policy: OutboundPolicy,
  isBlocked: (address: string) => boolean = isBlockedAddress,
): Promise<Response> {
  if (policy.kind === 'public') return guardedFetch(target, init, policy, isBlocked);
  const url = new URL(target);
  checkScheme(url);
  // A redirect comes back to the caller as it is.
  return requestOnce(url, init, undefined);
}

/** An upstream the administrator configured: trusted host, redirects returned, never followed. */
export function fetchUpstream(url: string, init: OutboundInit): Promise<Response> {
  return outboundFetch(url, init, { kind: 'admin' });
}

/** For client-influenced URLs: public addresses only, checked after DNS and after every redirect. */
export function createSafeFetch(isBlocked: (address: string) => boolean = isBlockedAddress) {
  return (target: string, init: OutboundInit = {}, options: SafeFetchOptions = {}): Promise<Response> =>
    outboundFetch(target, init, { kind: 'public', ...options }, isBlocked);
}

export const safeFetch = createSafeFetch();
