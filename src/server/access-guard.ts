// The one access check of every route that takes an access code. Wrong codes are counted per client
// network (an IPv6 /64 by default, client-network.ts) in the server's store (so several instances
// count together) across all routes; past ACCESS_FAILURE_LIMIT in a window every code from that
// network is refused with 429, right ones too, so a guess tells nothing more. Right and wrong codes are answered at once, alike: there is no
// delay that a client giving up early could tell apart.

import type { Context } from 'hono';
import { accessPolicyOf, decideAccess } from './access';
import { clientNetworkOf } from './client-network';
import type { ServerConfig } from './config';
import { ACCESS_FAILURE_LIMIT, ACCESS_FAILURE_WINDOW_MS } from './limits';
import { createMemoryWindows } from './store/memory-windows';
import type { ServerStore, WindowCount } from './store/server-store';

export type WindowCounter = Pick<ServerStore, 'hit' | 'peek'>;

interface Presented {
  /** The access code the client sent, if any. */
  code: string | undefined;
  /** It brought its own provider key (only the provider proxy admits those). */
  userKey: boolean;
}

/** Resolves to the refusal to send, or undefined when the caller may go on. */
export type AccessGuard = (c: Context, presented: Presented) => Promise<Response | undefined>;

const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many wrong access codes from your address; wait before trying again';

export function refusal(c: Context, status: 401 | 403 | 429, code: string, message: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: true, code, message }, status);
}

function memoryCounter(): WindowCounter {
  const windows = createMemoryWindows();
  return { hit: async (key, windowMs) => windows.hit(key, windowMs), peek: async (key) => windows.peek(key) };
}

/** Why a client was refused, in the words and status every route answers with. */
export interface AccessRefusal {
  status: 401 | 403 | 429;
  code: string;
  message: string;
  /** For 429: when the window of wrong codes ends. */
  retryAfterSeconds?: number;
}

/** The guard's decision for a client of `network` (client-network.ts), for callers that hold no
 * Hono context (the realtime relay answers a WebSocket upgrade on the bare Node server). */
export type AccessCheck = (network: string, presented: Presented) => Promise<AccessRefusal | undefined>;

const tooManyAttempts = (window: WindowCount): AccessRefusal => ({
  status: 429,
  code: 'too_many_attempts',
  message: TOO_MANY_ATTEMPTS_MESSAGE,
  retryAfterSeconds: Math.max(1, Math.ceil(window.resetInMs / 1000)),
});

export function createAccessCheck(config: ServerConfig, counter: WindowCounter = memoryCounter()): AccessCheck {
  const policy = accessPolicyOf(config.accessCodes, config.hideUserApiKey);
  return async (network, { code, userKey }) => {
    const verdict = decideAccess(policy, code, userKey);
    if (policy.needCode && code !== undefined) {
      const key = `wrong-code:${network}`;
      if (!verdict.ok && verdict.wrongCode) {
        // Counted before answering, atomically: guesses sent together each see their own count.
        const window = await counter.hit(key, ACCESS_FAILURE_WINDOW_MS);
        if (window.count > ACCESS_FAILURE_LIMIT) return tooManyAttempts(window);
      } else {
        const window = await counter.peek(key);
        if (window.count >= ACCESS_FAILURE_LIMIT) return tooManyAttempts(window);
      }
    }
    return verdict.ok ? undefined : { status: verdict.status, code: verdict.code, message: verdict.message };
  };
}

export function createAccessGuard(config: ServerConfig, counter: WindowCounter = memoryCounter()): AccessGuard {
  const check = createAccessCheck(config, counter);
  return async (c, presented) => {
    const refused = await check(clientNetworkOf(c, config.trustProxy, config.limits), presented);
    if (!refused) return undefined;
    if (refused.retryAfterSeconds !== undefined) c.header('Retry-After', String(refused.retryAfterSeconds));
    return refusal(c, refused.status, refused.code, refused.message);
  };
}
