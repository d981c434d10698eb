// How slowly a request body may arrive. A request holds its place in flight while its body comes in,
// so a client trickling a byte now and then could hold places for as long as Node lets a request
// last (five minutes) and, with a few addresses, fill the server. Every body the server reads comes
// from the socket through pullStream (node-streams.ts), which keeps this clock: it runs only while
// the server waits for the client (a body the server is not reading yet, because its upstream is
// slow, is not the client's fault). Too long without a byte, or too few bytes for the time waited,
// and the connection is cut; reading the body then fails with LostBodyError, as it does when the
// client leaves half-way.

import type { Context, MiddlewareHandler } from 'hono';
import { DEFAULT_LIMITS, type ServerLimits } from './limits';

export type BodyPace = Pick<ServerLimits, 'bodyIdleMs' | 'bodyMinBytesPerSecond'>;

const MS_PER_SECOND = 1000;

/** A request body that will not be whole: the client was cut for sending it too slowly, or closed
 * its connection. Either way it is the client's doing and its connection is gone, so it is no
 * server failure to log. */
export class LostBodyError extends Error {
  override name = 'LostBodyError';
  constructor(
    readonly reason: 'too-slow' | 'client-gone',
    options?: ErrorOptions,
  ) {
    super(reason === 'too-slow' ? 'The request body arrived too slowly' : 'The client closed its connection before the body was whole', options);
  }

  /** Hono answers a thrown error that has this with it, and logs nothing. Nobody reads the answer:
   * it only ends the route. */
  getResponse(): Response {
    const status = this.reason === 'too-slow' ? 408 : 400;
    return Response.json({ error: true, code: this.reason === 'too-slow' ? 'body_too_slow' : 'body_incomplete', message: this.message }, { status, headers: { 'Cache-Control': 'no-store' } });
  }
}

/** Starts a wait for the next chunk: `tooSlow` is called if it lasts beyond what the pace allows;
 * the function returned ends the wait and counts the bytes it brought. */
export type PaceClock = (tooSlow: () => void) => (bytes: number) => void;

export function paceClock({ bodyIdleMs, bodyMinBytesPerSecond }: BodyPace): PaceClock {
  let waitedMs = 0;
  let received = 0;
  return (tooSlow) => {
    const earnedMs = (received / bodyMinBytesPerSecond) * MS_PER_SECOND;
    const allowedMs = Math.min(bodyIdleMs, bodyIdleMs + earnedMs - waitedMs);
    const startedAt = Date.now();
    const timer = setTimeout(tooSlow, Math.max(0, allowedMs));
    timer.unref?.();
    return (bytes) => {
      clearTimeout(timer);
      waitedMs += Date.now() - startedAt;
      received += bytes;
    };
  };
}

const paces = new WeakMap<Request, BodyPace>();

/** Gives the requests below it the configured pace (tests configure a short one). */
export function paceBodies(pace: BodyPace): MiddlewareHandler {
  return async (c, next) => {
    paces.set(c.req.raw, pace);
    await next();
  };
}

export function bodyPaceOf(c: Context): BodyPace {
  return paces.get(c.req.raw) ?? DEFAULT_LIMITS;
}
