// One place that turns anything thrown while calling a provider into the ChatEvent the UI shows.

import { BaiduTokenError } from '../providers/baidu-token';
import { ChatRequestError } from '../providers/errors';
import type { ChatEvent } from '../types';

export type ChatErrorEvent = Extract<ChatEvent, { type: 'error' }>;

/** True for a cancellation by the user, which is not shown as an error: the user asked for it. */
export function isAbortError(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

export function errorEventOf(error: unknown): ChatErrorEvent {
  if (error instanceof ChatRequestError) return error.toEvent();
  if (error instanceof BaiduTokenError) return { type: 'error', message: error.message, code: 'unauthorized' };
  const message = error instanceof Error ? error.message : String(error);
  // fetch rejects with a TypeError when no answer came at all: offline, DNS, refused, or CORS.
  return { type: 'error', message, code: error instanceof TypeError ? 'unreachable' : 'request_failed' };
}
