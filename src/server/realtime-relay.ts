// The realtime relay: a voice call's WebSocket from the page, joined to the provider's realtime
// endpoint with the server's key, which the page never sees.
//   GET /api/realtime?provider=openai|azure&model=<model or Azure deployment>   (Upgrade: websocket)
// The upstream is the server's own setting for that provider (BASE_URL, AZURE_URL): the page names
// only a provider and a model, so the relay reaches nothing else. The page cannot set headers on a
// WebSocket and a query ends up in access logs, so the access code comes as a subprotocol
// (REALTIME_CODE_SUBPROTOCOL_PREFIX). There is no cookie or other ambient credential a page of
// another site could borrow: it would need the code too. Messages pass unchanged both ways, bounded
// in size, rate, number of calls and length (realtime-limits.ts). It runs on the Node server's
// upgrade event, beside the Hono app, which answers ordinary requests only.

import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer, type RawData } from 'ws';
import {
  AZURE_REALTIME_API_VERSION,
  REALTIME_CLOSE,
  REALTIME_CODE_SUBPROTOCOL_PREFIX,
  REALTIME_MODEL_PARAM,
  REALTIME_PROVIDER_PARAM,
  REALTIME_RELAY_PATH,
  REALTIME_SUBPROTOCOL,
} from '../core/constants/realtime';
import { isGpt4Family } from '../core/models/rules';
import { decodeSubprotocolValue } from '../core/realtime/route';
import { createAccessCheck, type AccessRefusal, type WindowCounter } from './access-guard';
import { forwardedAddress } from './client-address';
import { networkOf } from './client-network';
import type { ServerConfig } from './config';
import { RATE_WINDOW_MS, REALTIME_LIMITS, type RealtimeLimits } from './realtime-limits';

type RealtimeProvider = 'openai' | 'azure';

/** An OpenAI model id or an Azure deployment name: letters, digits and . _ : - only. */
const MODEL_NAME = /^[\w.:-]{1,128}$/;
/** What the page is told when the provider ends the call with a code no page may receive (1005,
 * 1006, 1015 are never sent on the wire). */
const UPSTREAM_ENDED = 1011;

export interface RealtimeRelayOptions {
  config: ServerConfig;
  /** The server's store, so wrong access codes count with those of every other route. */
  counter?: WindowCounter;
  /** Tests lower the bounds. */
  limits?: RealtimeLimits;
}

export interface RealtimeRelay {
  /** Calls being relayed now. */
  readonly sessions: number;
  /** Ends every call (the server is stopping). */
  close(): void;
}

interface Refused {
  close: number;
  reason: string;
}

function closeOf(refusal: AccessRefusal): Refused {
  if (refusal.status === 429) return { close: REALTIME_CLOSE.busy, reason: refusal.code };
  return { close: refusal.status === 401 ? REALTIME_CLOSE.unauthorized : REALTIME_CLOSE.forbidden, reason: refusal.code };
}

function rejectHandshake(socket: Duplex, status: 400 | 404, message: string): void {
  socket.end(`HTTP/1.1 ${status} ${status === 404 ? 'Not Found' : 'Bad Request'}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`);
}

function offeredProtocols(request: IncomingMessage): string[] {
  return (request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((protocol) => protocol.trim())
    .filter(Boolean);
}

function accessCodeOf(protocols: readonly string[]): string | undefined {
  const offered = protocols.find((protocol) => protocol.startsWith(REALTIME_CODE_SUBPROTOCOL_PREFIX));
  return offered === undefined ? undefined : (decodeSubprotocolValue(offered.slice(REALTIME_CODE_SUBPROTOCOL_PREFIX.length)) ?? '');
}

const socketUrl = (httpBase: string) => httpBase.replace(/\/+$/, '').replace(/^http(s?):\/\//i, (_, secure: string) => `ws${secure}://`);

/** The provider's realtime endpoint and the server's credential for it, from the server's settings
 * only; undefined when the server holds no key for that provider. */
function upstreamOf(config: ServerConfig, provider: RealtimeProvider, model: string): { url: string; headers: Record<string, string> } | undefined {
  const upstream = config.upstreams[provider];
  const key = upstream.apiKeys[Math.floor(Math.random() * upstream.apiKeys.length)];
  if (!key || !upstream.baseUrl) return undefined;
  if (provider === 'azure') {
    const query = new URLSearchParams({ 'api-version': AZURE_REALTIME_API_VERSION, deployment: model });
    return { url: `${socketUrl(upstream.baseUrl)}/openai/realtime?${query}`, headers: { 'api-key': key } };
  }
  return { url: `${socketUrl(upstream.baseUrl)}/v1/realtime?${new URLSearchParams({ model })}`, headers: { authorization: `Bearer ${key}` } };
}

/** DISABLE_GPT4 as the provider proxy applies it: an Azure deployment counts as the model
 * AZURE_DEPLOYMENTS names for it, and one not listed there is refused, its model unknown. */
function modelRefused(config: ServerConfig, provider: RealtimeProvider, model: string): boolean {
  if (!config.disableGPT4) return false;
  if (provider === 'openai') return isGpt4Family(model);
  const behind = config.azureDeployments.get(model);
  return behind === undefined || isGpt4Family(behind);
}

/** The page's connection can no longer carry a WebSocket: it was closed or half-closed. */
const pageGone = (socket: Duplex): boolean => socket.destroyed || !socket.readable || !socket.writable;

/** A counter of the messages in the current window. */
function rateGate(perWindow: number): () => boolean {
  let windowStart = 0;
  let count = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= RATE_WINDOW_MS) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    return count <= perWindow;
  };
}

export function attachRealtimeRelay(server: Server, { config, counter, limits = REALTIME_LIMITS }: RealtimeRelayOptions): RealtimeRelay {
  const check = createAccessCheck(config, counter);
  const pages = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxClientMessageBytes,
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(REALTIME_SUBPROTOCOL) ? REALTIME_SUBPROTOCOL : false),
  });
  const perNetwork = new Map<string, number>();
  const calls = new Set<(code: number, reason: string) => void>();
  let total = 0;

  const release = (network: string) => {
    total -= 1;
    const left = (perNetwork.get(network) ?? 1) - 1;
    if (left > 0) perNetwork.set(network, left);
    else perNetwork.delete(network);
  };

  const accept = (request: IncomingMessage, socket: Duplex, head: Buffer): Promise<WebSocket> =>
    new Promise((resolve) => pages.handleUpgrade(request, socket, head, resolve));

  const refuse = async (request: IncomingMessage, socket: Duplex, head: Buffer, refused: Refused) => {
    const page = await accept(request, socket, head);
    page.close(refused.close, refused.reason);
  };

  const relay = (page: WebSocket, upstream: WebSocket, network: string) => {
    let ended = false;
    const allowed = rateGate(limits.maxClientMessagesPerSecond);
    const end = (code: number, reason: string) => {
      if (ended) return;
      ended = true;
      clearTimeout(deadline);
      calls.delete(end);
      release(network);
      if (page.readyState === WebSocket.OPEN) page.close(code, reason);
      else page.terminate();
      if (upstream.readyState === WebSocket.OPEN) upstream.close(1000);
      else upstream.terminate();
    };
    calls.add(end);
    const deadline = setTimeout(() => end(REALTIME_CLOSE.tooLong, 'session_too_long'), limits.maxSessionMs);
    page.on('message', (data: RawData, isBinary: boolean) => {
      if (!allowed()) return end(REALTIME_CLOSE.tooMuch, 'too_many_messages');
      if (upstream.bufferedAmount > limits.maxBufferedBytes) return end(REALTIME_CLOSE.tooMuch, 'upstream_too_slow');
      upstream.send(data, { binary: isBinary });
    });
    upstream.on('message', (data: RawData, isBinary: boolean) => {
      if (page.bufferedAmount > limits.maxBufferedBytes) return end(REALTIME_CLOSE.tooMuch, 'page_too_slow');
      page.send(data, { binary: isBinary });
    });
    // A page's message over maxPayload makes ws close it with 1009 (and report an error first).
    page.on('error', () => end(REALTIME_CLOSE.tooMuch, 'message_too_large'));
    upstream.on('error', () => end(UPSTREAM_ENDED, 'upstream_error'));
    page.on('close', (code) => end(code === 1009 ? REALTIME_CLOSE.tooMuch : 1000, 'page_closed'));
    upstream.on('close', (code) => end(code === 1000 || (code >= 3000 && code < 5000) ? code : UPSTREAM_ENDED, 'upstream_closed'));
    upstream.resume();
  };

  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(request.url ?? '/', 'http://relay.invalid');
    if (url.pathname !== REALTIME_RELAY_PATH) return rejectHandshake(socket, 404, 'Not found');
    const protocols = offeredProtocols(request);
    if (!protocols.includes(REALTIME_SUBPROTOCOL)) return rejectHandshake(socket, 400, `The "${REALTIME_SUBPROTOCOL}" subprotocol is required`);
    const provider = url.searchParams.getAll(REALTIME_PROVIDER_PARAM);
    const model = url.searchParams.getAll(REALTIME_MODEL_PARAM);
    if (provider.length !== 1 || (provider[0] !== 'openai' && provider[0] !== 'azure')) {
      return rejectHandshake(socket, 400, `${REALTIME_PROVIDER_PARAM} must be openai or azure`);
    }
    if (model.length !== 1 || !MODEL_NAME.test(model[0] ?? '')) return rejectHandshake(socket, 400, `${REALTIME_MODEL_PARAM} must be one model name`);
    const id = provider[0];
    const name = model[0]!;
    const address = forwardedAddress(request.headers['x-forwarded-for'] as string | undefined, config.trustProxy) ?? request.socket.remoteAddress ?? 'unknown';
    const network = networkOf(address, config.limits);
    const refusal = await check(network, { code: accessCodeOf(protocols), userKey: false });
    if (refusal) return refuse(request, socket, head, closeOf(refusal));
    if (modelRefused(config, id, name)) return refuse(request, socket, head, { close: REALTIME_CLOSE.forbidden, reason: 'model_disabled' });
    const target = upstreamOf(config, id, name);
    if (!target) return refuse(request, socket, head, { close: REALTIME_CLOSE.notConfigured, reason: 'no_server_key' });
    if (total >= limits.maxSessions || (perNetwork.get(network) ?? 0) >= limits.maxSessionsPerClient) {
      return refuse(request, socket, head, { close: REALTIME_CLOSE.busy, reason: 'too_many_calls' });
    }
    // The page may have left during the checks above, before any listener here could hear it go.
    if (pageGone(socket)) return socket.destroy();
    total += 1;
    perNetwork.set(network, (perNetwork.get(network) ?? 0) + 1);
    const upstream = new WebSocket(target.url, {
      headers: target.headers,
      maxPayload: limits.maxUpstreamMessageBytes,
      handshakeTimeout: limits.upstreamConnectMs,
      perMessageDeflate: false,
    });
    // Until the provider accepts, the page may leave, or the provider refuse: whichever comes first
    // settles the attempt and gives its place back.
    let settled = false;
    const settle = () => {
      if (settled) return false;
      settled = true;
      socket.off('close', pageLeft);
      socket.off('end', pageLeft);
      return true;
    };
    const pageLeft = () => {
      if (!settle()) return;
      release(network);
      upstream.terminate();
      socket.destroy();
    };
    // A page that half-closes its side (FIN) ends the socket without closing it: the server keeps
    // its side open.
    socket.once('close', pageLeft);
    socket.once('end', pageLeft);
    upstream.once('open', () => {
      // ws would drop a socket the page has left without ever calling back: the provider's session
      // would stay open and its place taken for good.
      if (pageGone(socket)) return pageLeft();
      if (!settle()) return;
      // The provider speaks first (session.created): held until the page's socket is there to take it.
      upstream.pause();
      void accept(request, socket, head).then((page) => relay(page, upstream, network));
    });
    const failed = (why: string) => {
      if (!settle()) return;
      release(network);
      upstream.terminate();
      // The host only: the path and query are the server's settings, the key is in a header.
      console.warn(`Realtime relay: ${new URL(target.url).host} did not accept the session (${why})`);
      void refuse(request, socket, head, { close: REALTIME_CLOSE.upstreamFailed, reason: 'upstream_refused' });
    };
    upstream.once('unexpected-response', (_request, response) => failed(`HTTP ${response.statusCode ?? 'error'}`));
    upstream.on('error', (error) => failed(error.name));
  };

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => void upgrade(request, socket, head));
  return {
    get sessions() {
      return total;
    },
    close: () => {
      for (const end of [...calls]) end(1001, 'server_stopping');
      pages.close();
    },
  };
}
