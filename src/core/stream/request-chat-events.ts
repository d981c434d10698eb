// One provider call from request to events: fetch with the time-out, then the answer as
// ChatEvents. The browser runs it off the main thread (web/services/engine/model-stream-*); tests
// and places without workers run it in place. Same events either way.

import type { ProviderAdapter, ProviderRequest } from '../providers/adapter';
import type { ChatEvent, Fetch } from '../types';
import { errorEventOf, isAbortError } from './error-event';
import { fetchWithTimeout } from '../network/fetch-with-timeout';
import { ChatRequestError } from '../providers/errors';
import { serverCodeOf, retryAfterSeconds } from './http-errors';
import { readChatEvents } from './read-chat-events';
import { DEFAULT_RETRY, retryDelay, TRANSIENT_STATUSES, type RetryOptions } from './retry';

export interface ChatCallOptions {
  timeoutMs: number;
  signal: AbortSignal;
  /** Tests replace the waiting and the dice. */
  retry?: RetryOptions;
  /** Tests shorten the idle limit of a streamed answer. */
  idleMs?: number;
}

/** Our server's 429 for too many wrong access codes: trying again at once only adds to the count. */
async function refusesAttempts(response: Response): Promise<boolean> {
  if (response.status !== 429) return false;
  try {
    return serverCodeOf(await response.clone().json()) === 'too_many_attempts';
  } catch {
    return false;
  }
}

/** Ends with exactly one `done`; a failure to connect is an error event, a stop ends quietly.
 * Transient failures (no connection, 429, 502, 503, 504) are tried again a few times before the
 * error shows, but only before any byte of an answer was read: a reply is never asked twice. */
export async function* requestChatEvents(
  fetchFn: Fetch,
  adapter: ProviderAdapter,
  request: ProviderRequest,
  { timeoutMs, signal, retry = DEFAULT_RETRY, idleMs }: ChatCallOptions,
): AsyncGenerator<ChatEvent, void, undefined> {
  let response: Response | undefined;
  for (let attempt = 1; response === undefined; attempt += 1) {
    const last = attempt >= retry.attempts;
    let wait: number | undefined;
    try {
      const answer = await fetchWithTimeout(fetchFn, request, { timeoutMs, signal });
      const transient = TRANSIENT_STATUSES.has(answer.status) && !(await refusesAttempts(answer));
      wait = last || !transient ? undefined : retryDelay(attempt, retryAfterSeconds(answer.headers.get('retry-after')), retry.random);
      if (wait === undefined) response = answer;
      // Not awaited: a body shared with a clone settles its cancel only once both are done.
      else void answer.body?.cancel().catch(() => undefined);
    } catch (error) {
      if (isAbortError(error, signal)) break;
      // No answer at all; a time-out already waited long enough.
      const unreachable = error instanceof ChatRequestError && error.code === 'unreachable';
      wait = last || !unreachable ? undefined : retryDelay(attempt, undefined, retry.random);
      if (wait === undefined) {
        yield errorEventOf(error);
        break;
      }
    }
    if (wait === undefined) continue;
    try {
      await retry.sleep(wait, signal);
    } catch {
      break;
    }
  }
  if (response === undefined) {
    yield { type: 'done' };
    return;
  }
  yield* readChatEvents(response, adapter, signal, idleMs === undefined ? {} : { idleMs });
}
