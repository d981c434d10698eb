// Bodies the server must read whole before it can act on them (a shared chat or an artifact to
// parse, a chat checked under DISABLE_GPT4 or signed for Tencent) draw on one budget of bytes shared
// by every route and every client: the bytes are reserved before the first is read (the declared
// length, or the route's limit for a chunked body) and given back once the route has answered. A
// request the budget cannot hold is refused at once as busy, having read nothing.

import type { Context, MiddlewareHandler } from 'hono';
import { refusal } from './access-guard';
import { declaredLength, readLimited, requestBody } from './body-streams';
import type { ByteBudget } from './byte-budget';
import { BUSY_RETRY_AFTER_SECONDS } from './limits';

const BODIES_BUSY_MESSAGE = 'The server is holding too many request bodies; try again in a moment';

/** What each request holds, given back by releaseHeldBodies. */
const heldBy = new WeakMap<Request, () => void>();

/** The request's whole body of at most maxBytes, charged to the budget until the route has answered
 * (the route must run behind releaseHeldBodies). 'too-large' when the declared length or what
 * arrives passes maxBytes; 'busy' when the budget has no room, before anything is read. */
export async function holdBody(c: Context, maxBytes: number, budget: ByteBudget): Promise<Uint8Array<ArrayBuffer> | 'too-large' | 'busy'> {
  const declared = declaredLength(c);
  if (declared !== undefined && declared > maxBytes) return 'too-large';
  const reserved = declared ?? maxBytes;
  if (!budget.reserve(reserved)) return 'busy';
  const earlier = heldBy.get(c.req.raw);
  heldBy.set(c.req.raw, () => {
    earlier?.();
    budget.release(reserved);
  });
  return readLimited(requestBody(c), maxBytes);
}

/** Gives back what the route's requests held, once each has answered (or failed). */
export const releaseHeldBodies: MiddlewareHandler = async (c, next) => {
  try {
    await next();
  } finally {
    heldBy.get(c.req.raw)?.();
    heldBy.delete(c.req.raw);
  }
};

/** The answer to a body the budget cannot hold: busy, as when the server is full. */
export function bodiesBusy(c: Context): Response {
  c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
  return refusal(c, 429, 'too_many_requests', BODIES_BUSY_MESSAGE);
}
