// The page's side of provider calls: each call's events as an async generator, whether the call
// runs in the worker or, where there is none (tests, a browser refusing it), on this thread.

import { getChatAdapter } from '../../../core/providers/registry';
import { requestChatEvents } from '../../../core/stream/request-chat-events';
import type { ChatEvent } from '../../../core/types';
import { pageFetch } from '../http/page-call-out';
import { engineText } from './i18n';
import type { ModelStreamBatch, ModelStreamJob, ModelStreamRequest } from './model-stream-protocol';
import { createWorkerClient, WorkerFailure, type WorkerPort } from '../worker-client';

export type ModelStream = (job: ModelStreamJob, signal: AbortSignal) => AsyncGenerator<ChatEvent, void, undefined>;

export interface ModelStreamClient {
  stream: ModelStream;
}

/** Calls in a worker that `start` starts, and starts again after it crashed. */
export function createModelStreamClient(start: () => WorkerPort<ModelStreamBatch, ModelStreamRequest>): ModelStreamClient {
  const worker = createWorkerClient<ModelStreamBatch, ModelStreamRequest>({
    start,
    idOf: (batch) => batch.id,
    // Also when the reader stopped early or the user stopped the reply: the worker lets go of it.
    cancel: (id) => ({ type: 'stop', id }),
    stoppedText: () => engineText('requestWorkerStopped'),
  });

  async function* stream(job: ModelStreamJob, signal: AbortSignal): AsyncGenerator<ChatEvent, void, undefined> {
    const queue: ChatEvent[] = [];
    let wake: (() => void) | undefined;
    const deliver = (events: ChatEvent[]) => {
      queue.push(...events);
      wake?.();
    };
    const close = worker.open(
      (id) => ({ type: 'start', id, ...job }),
      {
        message: ({ events }) => deliver(events),
        fail(error) {
          if (error instanceof WorkerFailure) {
            deliver([{ type: 'error', message: error.message, code: 'request_failed' }, { type: 'done' }]);
            return;
          }
          // A stop ends the call quietly, at once, without what was still on its way.
          queue.length = 0;
          deliver([{ type: 'done' }]);
        },
      },
      { signal },
    );
    let ended = false;
    try {
      while (!ended) {
        if (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        for (const event of queue.splice(0)) {
          ended = event.type === 'done';
          yield event;
          if (ended) break;
        }
      }
    } finally {
      close();
    }
  }

  return { stream };
}

/** On this thread: the page's call-out. */
const streamInPlace: ModelStream = (job, signal) =>
  requestChatEvents(pageFetch, getChatAdapter(job.providerId), job.request, { timeoutMs: job.timeoutMs, signal });

let client: ModelStreamClient | null | undefined;

const startWorker = () => new Worker(new URL('./model-stream.worker.ts', import.meta.url), { type: 'module', name: 'model-stream' });

function workerClient(): ModelStreamClient | null {
  if (client !== undefined) return client;
  client = null;
  if (typeof Worker === 'undefined') return client;
  try {
    // Started here, so that a browser refusing it leaves the calls on this thread.
    let first: Worker | undefined = startWorker();
    client = createModelStreamClient(() => {
      const started = first ?? startWorker();
      first = undefined;
      return started;
    });
  } catch {
    client = null;
  }
  return client;
}

/** A provider call's events, ending with exactly one `done`. */
export const streamModel: ModelStream = (job, signal) => (workerClient()?.stream ?? streamInPlace)(job, signal);
