// Requests in flight, counted from arrival until the last byte of the answer has gone (a streamed
// reply holds its place for as long as it streams). Past the overall or the per-client cap a
// request is refused at once with 429 and Retry-After, before its body is read: a flood costs the
// server a counter, not memory. A client is a network (client-network.ts), and the last share of the
// overall cap is kept for clients holding few places: a few networks that each open many requests
// fill the rest, never the whole server.

import type { Context, MiddlewareHandler } from 'hono';
import { refusal } from './access-guard';
import { cutClient, watchedBody, type StreamEnd } from './body-streams';
import { clientNetworkOf } from './client-network';
import type { ServerConfig } from './config';
import { BUSY_RETRY_AFTER_SECONDS, type ServerLimits } from './limits';
import { causeOf } from './upstream-log';

const BUSY_MESSAGE = 'The server is answering too many requests; try again in a moment';
const PERCENT = 100;

export class Admission {
  private total = 0;
  private readonly byClient = new Map<string, number>();
  private readonly idleWaiters: Array<() => void> = [];
  /** Past this many in flight, only light clients are let in. */
  private readonly openToAll: number;

  constructor(private readonly limits: Pick<ServerLimits, 'maxInFlight' | 'maxInFlightPerClient' | 'inFlightReservePercent' | 'inFlightLightClient'>) {
    this.openToAll = limits.maxInFlight - Math.floor((limits.maxInFlight * limits.inFlightReservePercent) / PERCENT);
  }

  get inFlight(): number {
    return this.total;
  }

  /** A place for one request of a client (its network), with the function that gives it back
   * (once), or undefined when full. */
  enter(client: string): (() => void) | undefined {
    const mine = this.byClient.get(client) ?? 0;
    if (this.total >= this.limits.maxInFlight || mine >= this.limits.maxInFlightPerClient) return undefined;
    if (this.total >= this.openToAll && mine >= this.limits.inFlightLightClient) return undefined;
    this.total += 1;
    this.byClient.set(client, mine + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.total -= 1;
      const now = (this.byClient.get(client) ?? 1) - 1;
      if (now === 0) this.byClient.delete(client);
      else this.byClient.set(client, now);
      if (this.total === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    };
  }

  /** Resolves when nothing is in flight (graceful shutdown waits for it). */
  idle(): Promise<void> {
    if (this.total === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}

/** Places of requests whose route watches its own answer's end (the provider proxy): one watcher
 * per stream rather than two, since each layer delays a streamed reply's first byte (bench/proxy.mjs:
 * 0.5 ms added with one layer, 1.9 ms with two). */
const handedOver = new WeakMap<Request, () => void>();

/** Takes the request's place from the middleware: the caller gives it back when its answer ends. */
export function takeAdmission(c: Context): () => void {
  const leave = handedOver.get(c.req.raw);
  handedOver.delete(c.req.raw);
  return leave ?? (() => undefined);
}

function busy(c: Context): Response {
  c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
  return refusal(c, 429, 'too_many_requests', BUSY_MESSAGE);
}

export function admit(admission: Admission, { trustProxy, limits }: Pick<ServerConfig, 'trustProxy' | 'limits'>): MiddlewareHandler {
  return async (c, next) => {
    const leave = admission.enter(clientNetworkOf(c, trustProxy, limits));
    if (!leave) return busy(c);
    handedOver.set(c.req.raw, leave);
    try {
      await next();
    } catch (error) {
      leave();
      throw error;
    }
    const response = c.res;
    // Taken over: the route gives the place back itself.
    if (!handedOver.delete(c.req.raw)) return;
    if (!response.body) {
      leave();
      return;
    }
    const path = c.req.path;
    const onEnd = (end: StreamEnd) => {
      leave();
      if (end.kind === 'failed') console.error(`[server] ${path}: answer cut (${causeOf(end.error)})`);
    };
    // Any route's answer that fails half-way (a relay whose far end dropped) cuts the connection
    // with one log line, not a stack trace.
    c.res = new Response(watchedBody(response.body, { onEnd, cut: cutClient(c) }), response);
  };
}
