// The page's side of provider calls: each call's events as an async generator, whether the call
// runs in the worker or, where there is none (tests, a browser refusing it), on this thread.

import { getChatAdapter } from '../../../core/providers/registry';
import { requestChatEvents } from '../../../core/stream/request-chat-events';
import type { ChatEvent } from '../../../core/types';
import { engineText } from './i18n';
import type { MessageEndpoint, ModelStreamBatch, ModelStreamJob, ModelStreamRequest } from './model-stream-protocol';

export type ModelStream = (job: ModelStreamJob, signal: AbortSignal) => AsyncGenerator<ChatEvent, void, undefined>;

export interface ModelStreamClient {
  stream: ModelStream;
  /** Ends every open call with this error: the worker is gone. */
  fail(message: string): void;
}

export function createModelStreamClient(endpoint: MessageEndpoint<ModelStreamBatch, ModelStreamRequest>): ModelStreamClient {
  let nextId = 0;
  const open = new Map<number, (events: ChatEvent[]) => void>();
  endpoint.onmessage = ({ data }) => open.get(data.id)?.(data.events);

  async function* stream(job: ModelStreamJob, signal: AbortSignal): AsyncGenerator<ChatEvent, void, undefined> {
    const id = (nextId += 1);
    const queue: ChatEvent[] = [];
    let wake: (() => void) | undefined;
    const deliver = (events: ChatEvent[]) => {
      queue.push(...events);
      wake?.();
    };
    // A stop ends the call quietly, at once, without what was still on its way.
    const stop = () => {
      queue.length = 0;
      deliver([{ type: 'done' }]);
    };
    if (signal.aborted) {
      yield { type: 'done' };
      return;
    }
    open.set(id, deliver);
    signal.addEventListener('abort', stop, { once: true });
    let ended = false;
    try {
      endpoint.postMessage({ type: 'start', id, ...job });
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
      open.delete(id);
      signal.removeEventListener('abort', stop);
      // Also when the reader stopped early or the user stopped the reply: the worker lets go of it.
      endpoint.postMessage({ type: 'stop', id });
    }
  }

  return {
    stream,
    fail(message) {
      for (const deliver of open.values()) deliver([{ type: 'error', message, code: 'request_failed' }, { type: 'done' }]);
    },
  };
}

/** On this thread: the page's fetch, looked up at call time so a test's stand-in is the one used. */
const streamInPlace: ModelStream = (job, signal) =>
  requestChatEvents((url, init) => fetch(url, init), getChatAdapter(job.providerId), job.request, { timeoutMs: job.timeoutMs, signal });

let client: ModelStreamClient | null | undefined;

function workerClient(): ModelStreamClient | null {
  if (client !== undefined) return client;
  client = null;
  if (typeof Worker === 'undefined') return client;
  try {
    const worker = new Worker(new URL('./model-stream.worker.ts', import.meta.url), { type: 'module', name: 'model-stream' });
    const created = createModelStreamClient(worker);
    worker.onerror = () => {
      // Later calls run on this thread; the open ones end with the reason.
      client = null;
      created.fail(engineText('requestWorkerStopped'));
    };
    client = created;
  } catch {
    client = null;
  }
  return client;
}

/** A provider call's events, ending with exactly one `done`. */
export const streamModel: ModelStream = (job, signal) => (workerClient()?.stream ?? streamInPlace)(job, signal);
