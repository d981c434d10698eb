// Sends a ProviderRequest with its time-out (REQUEST_TIMEOUT_MS, 60 s; doubled for image models). fetch is passed in: core never reaches the
// network itself, so the browser, the server and tests each supply their own.

import { IMAGE_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../constants/network';
import { isImageModel } from '../images/image-models';
import type { ProviderRequest } from '../providers/adapter';
import type { ModelConfig } from '../types';
import { ChatRequestError } from '../providers/errors';

export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

/** A provider request whose body may also be a form (Stability takes multipart). */
export type TimedRequest = Omit<ProviderRequest, 'body'> & { body?: string | FormData };

export interface FetchWithTimeoutOptions {
  /** Defaults to REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The caller's stop button; aborting it rejects with the AbortError, not a time-out. */
  signal?: AbortSignal;
}

/** Image models take longer: "doubled for image models on the OpenAI-style route". */
export function requestTimeoutFor(config: Pick<ModelConfig, 'model' | 'group'>): number {
  return isImageModel(config) ? IMAGE_REQUEST_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

/**
 * Resolves with the Response once its headers arrive. The time-out covers only the wait for
 * them, as in the reference client: a long answer that keeps streaming is not cut off. The
 * caller's signal stays linked afterwards, so it still stops the body.
 */
export async function fetchWithTimeout(
  fetchFn: FetchFn,
  request: TimedRequest,
  options: FetchWithTimeoutOptions = {},
): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const outer = options.signal;
  outer?.throwIfAborted();
  const controller = new AbortController();
  outer?.addEventListener('abort', () => controller.abort(outer.reason), { once: true });

  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);

  const init: RequestInit = { method: request.method, headers: request.headers, signal: controller.signal };
  if (request.body !== undefined) init.body = request.body;
  try {
    return await fetchFn(request.url, init);
  } catch (error) {
    if (timedOut) throw new ChatRequestError(`Request timed out after ${timeoutMs} ms`, 'timeout');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
