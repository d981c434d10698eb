// When a failed call is worth another try, and how long to wait first: exponential backoff with
// full jitter (a random wait up to the doubling bound, so many clients failing together do not
// come back together), or what the server's Retry-After asks when that is short.

import { RETRY_AFTER_MAX_MS, RETRY_ATTEMPTS, RETRY_BASE_MS, RETRY_MAX_DELAY_MS } from '../constants/network';

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts: number;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  random: () => number;
}

/** Statuses that say "not now" rather than "no": rate limits and a gateway or provider that is down. */
export const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/** Resolves after ms, or at once (rejecting) when the signal aborts. */
function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

export const DEFAULT_RETRY: RetryOptions = { attempts: RETRY_ATTEMPTS, sleep: abortableSleep, random: Math.random };

/** The wait before try `attempt + 1`, or undefined when the server asks for longer than is worth
 * waiting here (the user is told when to come back instead). */
export function retryDelay(attempt: number, retryAfterSeconds: number | undefined, random: () => number): number | undefined {
  if (retryAfterSeconds !== undefined) {
    const asked = retryAfterSeconds * 1000;
    return asked <= RETRY_AFTER_MAX_MS ? asked : undefined;
  }
  return Math.floor(random() * Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_MS * 2 ** (attempt - 1)));
}
