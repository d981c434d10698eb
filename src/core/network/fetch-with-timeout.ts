// The one time limit on a call out, for every caller in core and the browser: one AbortController
// that the caller's signal and one timer both abort, and the timer cleared as soon as the answer's
// headers come. Not AbortSignal.any over AbortSignal.timeout: a runtime may collect such composed
// signals while the call waits, and then the time-out never fires. fetch is passed in: core never
// reaches the network itself.

import { IMAGE_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../constants/network';
import { isImageModel } from '../images/image-models';
import { ChatRequestError } from '../providers/errors';
import type { Fetch, ModelConfig } from '../types';

/** A call: its URL and everything fetch takes but the signal, which `signal` below supplies. A
 * ProviderRequest is one; Stability's body is a form. */
export type TimedRequest = { url: string } & Omit<RequestInit, 'signal'>;

export interface FetchWithTimeoutOptions {
  /** Defaults to REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The caller's stop button; aborting it rejects with its own reason, never as a time-out. */
  signal?: AbortSignal;
  /** The limit also covers reading the body, for an answer read whole (a plugin's, a sync
   * state); by default it ends with the headers, so a streamed reply may run as long as it lasts. */
  includeBody?: boolean;
}

/** Image models take longer: "doubled for image models on the OpenAI-style route". */
export function requestTimeoutFor(config: Pick<ModelConfig, 'model' | 'group'>): number {
  return isImageModel(config) ? IMAGE_REQUEST_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

/**
 * Resolves with the Response once its headers arrive. The time-out covers only the wait for
 * them unless `includeBody`, as in the reference client: a long answer that keeps streaming is
 * not cut off. The caller's signal stays linked afterwards, so it still stops the body.
 *
 * Rejects with a ChatRequestError of the error catalogue, so every caller can show it in the
 * user's language: `timeout` when the time ran out, `unreachable` when no answer came at all
 * (fetch's TypeError: offline, DNS, refused, CORS; the original is its cause). A stop by the
 * caller rejects with the caller's abort reason as it is.
 */
export async function fetchWithTimeout(fetchFn: Fetch, request: TimedRequest, options: FetchWithTimeoutOptions = {}): Promise<Response> {
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

  const failure = (error: unknown): unknown => {
    if (timedOut) return new ChatRequestError(`Request timed out after ${timeoutMs} ms`, 'timeout');
    if (outer?.aborted) return error;
    if (error instanceof TypeError) return Object.assign(new ChatRequestError(error.message, 'unreachable'), { cause: error });
    return error;
  };

  const { url, ...init } = request;
  if (init.body === undefined) delete init.body;
  let response: Response;
  try {
    response = await fetchFn(url, { ...init, signal: controller.signal });
  } catch (error) {
    clearTimeout(timer);
    throw failure(error);
  }
  if (!options.includeBody || response.body === null) {
    clearTimeout(timer);
    return response;
  }
  return new Response(timedBody(response.body, () => clearTimeout(timer), failure), { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** The body as it comes, with `done` called however reading ends (read to the end, failed, or
 * cancelled by the reader) and a failure reported as `failure` words it. */
function timedBody(body: ReadableStream<Uint8Array>, done: () => void, failure: (error: unknown) => unknown): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await reader.read();
        if (!next.done) return controller.enqueue(next.value);
        done();
        controller.close();
      } catch (error) {
        done();
        controller.error(failure(error));
      }
    },
    cancel(reason) {
      done();
      return reader.cancel(reason);
    },
  });
}
