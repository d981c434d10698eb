// One provider call from request to events: fetch with the time-out, then the answer as
// ChatEvents. The browser runs it off the main thread (web/services/engine/model-stream-*); tests
// and places without workers run it in place. Same events either way.

import type { ProviderAdapter, ProviderRequest } from '../providers/adapter';
import type { ChatEvent } from '../types';
import { errorEventOf, isAbortError } from './error-event';
import { fetchWithTimeout, type FetchFn } from './fetch-with-timeout';
import { readChatEvents } from './read-chat-events';

export interface ChatCallOptions {
  timeoutMs: number;
  signal: AbortSignal;
}

/** Ends with exactly one `done`; a failure to connect is an error event, a stop ends quietly. */
export async function* requestChatEvents(
  fetchFn: FetchFn,
  adapter: ProviderAdapter,
  request: ProviderRequest,
  { timeoutMs, signal }: ChatCallOptions,
): AsyncGenerator<ChatEvent, void, undefined> {
  let response: Response;
  try {
    response = await fetchWithTimeout(fetchFn, request, { timeoutMs, signal });
  } catch (error) {
    if (!isAbortError(error, signal)) yield errorEventOf(error);
    yield { type: 'done' };
    return;
  }
  yield* readChatEvents(response, adapter, signal);
}
