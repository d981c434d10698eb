// The page's side of a worker, shared by the provider-call, search and sync workers: requests told
// apart by id, and one failure policy for all of them.
// - The worker crashes (an error event, or a message that cannot be read): every open request fails
//   with a text in the user's language, and the next request starts a new worker.
// - A request with a time-out that passes unanswered fails with the timed-out text.
// - A request whose signal aborts fails with the signal's reason.
// A request that ends without its answer (time-out, abort, or its reader letting go) is forgotten and
// the worker is told, so that it lets go of the work too.

import i18next from 'i18next';
import { loadNamespace } from '../i18n/setup';

// The failure texts are the engine's (loaded with a reply's strings, not the first screen's): asked
// for when a worker client loads, they are there long before a worker can fail.
void loadNamespace('engine');

/** A worker, or a MessagePort in tests. */
export interface WorkerPort<In, Out> {
  postMessage(message: Out): void;
  onmessage: ((event: MessageEvent<In>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
  terminate(): void;
}

export type WorkerFailureReason = 'stopped' | 'timed-out';

/** A request the worker did not answer; its message is for people. */
export class WorkerFailure extends Error {
  constructor(
    readonly reason: WorkerFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'WorkerFailure';
  }
}

export interface WorkerClientOptions<In, Out> {
  /** Starts the worker: at the first request, and at the first one after a crash. */
  start(): WorkerPort<In, Out>;
  /** The request a message answers; undefined for messages that answer none. */
  idOf(message: In): number | undefined;
  /** What tells the worker to drop a request; without it the worker is told nothing. */
  cancel?(id: number): Out;
  /** A message that answers no request. */
  onOther?(message: In): void;
  /** The worker crashed; the open requests have already failed. */
  onCrash?(error: WorkerFailure): void;
  /** The crash text, when the client has a more useful one than the general one. */
  stoppedText?(): string;
}

interface RequestOptions {
  signal?: AbortSignal;
  /** How long the request may stay open. */
  timeoutMs?: number;
}

interface RequestListener<In> {
  /** One of the worker's messages for this request. */
  message(message: In): void;
  /** The request ended without its answer; it is already forgotten. */
  fail(error: unknown): void;
}

export interface WorkerClient<In, Out> {
  /** Sends a request built around its id; returns what ends it early (the worker is told). */
  open(build: (id: number) => Out, listener: RequestListener<In>, options?: RequestOptions): () => void;
  /** A message that asks for no answer. */
  tell(message: Out): void;
  /** A request answered by one message, which `read` turns into the answer or throws on. */
  ask<T>(build: (id: number) => Out, read: (message: In) => T, options?: RequestOptions): Promise<T>;
  /** Ends the worker and every open request, as a crash does, but without `onCrash`. */
  stop(): void;
}

/** The texts of a request the worker did not answer, in the user's language. */
function workerFailure(reason: WorkerFailureReason, stoppedText?: () => string): WorkerFailure {
  const t = i18next.getFixedT(null, 'engine');
  return new WorkerFailure(reason, reason === 'stopped' ? (stoppedText?.() ?? t('workerStopped')) : t('workerTimedOut'));
}

export function createWorkerClient<In, Out>(options: WorkerClientOptions<In, Out>): WorkerClient<In, Out> {
  let worker: WorkerPort<In, Out> | null = null;
  let nextId = 0;
  const open = new Map<number, { listener: RequestListener<In>; end: () => void }>();

  function failAll(): WorkerFailure {
    const error = workerFailure('stopped', options.stoppedText);
    worker?.terminate();
    worker = null;
    const ended = [...open.values()];
    open.clear();
    for (const { listener, end } of ended) {
      end();
      listener.fail(error);
    }
    return error;
  }

  function started(): WorkerPort<In, Out> {
    if (worker) return worker;
    const created = options.start();
    created.onmessage = ({ data }) => {
      const id = options.idOf(data);
      if (id === undefined) options.onOther?.(data);
      else open.get(id)?.listener.message(data);
    };
    created.onerror = created.onmessageerror = () => {
      if (worker !== created) return;
      const error = failAll();
      options.onCrash?.(error);
    };
    worker = created;
    return created;
  }

  /** Sends a request; `settle` forgets it without a word to the worker (it has answered), `drop`
   * forgets it and tells the worker. */
  function send(build: (id: number) => Out, listener: RequestListener<In>, { signal, timeoutMs }: RequestOptions = {}) {
    const id = (nextId += 1);
    const target = started();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const end = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    const settle = () => {
      if (!open.delete(id)) return false;
      end();
      return true;
    };
    const drop = () => {
      if (!settle()) return false;
      if (options.cancel && worker === target) target.postMessage(options.cancel(id));
      return true;
    };
    const onAbort = () => drop() && listener.fail(signal?.reason);
    open.set(id, { listener, end });
    signal?.addEventListener('abort', onAbort, { once: true });
    if (timeoutMs !== undefined) timer = setTimeout(() => drop() && listener.fail(workerFailure('timed-out')), timeoutMs);
    target.postMessage(build(id));
    return { settle, drop };
  }

  return {
    open(build, listener, requestOptions) {
      if (requestOptions?.signal?.aborted) {
        listener.fail(requestOptions.signal.reason);
        return () => undefined;
      }
      const { drop } = send(build, listener, requestOptions);
      return () => void drop();
    },
    tell(message) {
      started().postMessage(message);
    },
    ask(build, read, requestOptions) {
      return new Promise((resolve, reject) => {
        if (requestOptions?.signal?.aborted) {
          reject(requestOptions.signal.reason);
          return;
        }
        const sent = send(
          build,
          {
            message(message) {
              sent.settle();
              try {
                resolve(read(message));
              } catch (error) {
                reject(error);
              }
            },
            fail: reject,
          },
          requestOptions,
        );
      });
    },
    stop() {
      failAll();
    },
  };
}
