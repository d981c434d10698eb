// A bounded pool of threads that turn HTML into readable text (extract-worker.ts), so that a long
// or hostile page costs a thread's time and memory, not the server's event loop: every other
// request goes on being answered while pages are read. Bounded everywhere: a few threads, each with
// a capped heap and one page at a time; a queue of fixed length; a time limit per page, past which
// the thread is ended and a fresh one takes its place.

import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageText } from './html-page';
import type { ExtractAnswer, ExtractJob } from './extract-protocol';

/** Threads: two at least, so one slow page never holds every other page's text; four at most, as
 * each may hold a parsed page of up to its heap's size. */
const EXTRACT_THREADS = Math.min(4, Math.max(2, availableParallelism() - 1));
/** Pages waiting for a thread: as many as the server reads at once (routes/web-read.ts), so that a
 * page read under the normal bound never waits in vain. */
const EXTRACT_QUEUE_MAX = 16;
/** One page's extraction, measured at 125–155 ms for a long article: forty times that is a page
 * built to be slow, not a long one. */
const EXTRACT_TIMEOUT_MS = 5_000;
/** Each thread's heap: a 5 MB page's DOM fits many times over; a page that needs more is refused
 * rather than allowed to grow the server's memory. */
const EXTRACT_HEAP_MB = 256;

/** The page's text could not be had in time (its thread was ended) or the queue was full. */
export class ExtractTimeout extends Error {
  constructor() {
    super('page extraction timed out');
    this.name = 'ExtractTimeout';
  }
}

export interface ExtractPoolOptions {
  /** The bundled extraction thread's file. */
  workerUrl: URL;
  threads?: number;
  queueMax?: number;
  timeoutMs?: number;
  heapMb?: number;
}

export type HtmlExtractor = (html: string, signal: AbortSignal) => Promise<PageText>;

export interface ExtractPool {
  extract: HtmlExtractor;
  close(): Promise<void>;
}

interface Job extends ExtractJob {
  signal: AbortSignal;
  resolve: (page: PageText) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  /** Its modules are loaded: a page's time runs from here. */
  ready: boolean;
  job?: Job;
  timer?: ReturnType<typeof setTimeout>;
  onAbort?: () => void;
}

export function createExtractPool({ workerUrl, threads = EXTRACT_THREADS, queueMax = EXTRACT_QUEUE_MAX, timeoutMs = EXTRACT_TIMEOUT_MS, heapMb = EXTRACT_HEAP_MB }: ExtractPoolOptions): ExtractPool {
  const idle: Thread[] = [];
  const busy = new Set<Thread>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const settle = (thread: Thread) => {
    clearTimeout(thread.timer);
    if (thread.onAbort) thread.job?.signal.removeEventListener('abort', thread.onAbort);
    const job = thread.job;
    delete thread.job;
    delete thread.timer;
    delete thread.onAbort;
    return job;
  };

  /** Ends a thread that is stuck, failed or no longer wanted; the next job starts a fresh one. */
  const discard = (thread: Thread, error: Error) => {
    busy.delete(thread);
    settle(thread)?.reject(error);
    void thread.worker.terminate();
    pump();
  };

  const start = (): Thread => {
    const worker = new Worker(workerUrl, { resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    // An idle thread keeps no server from exiting.
    worker.unref();
    const thread: Thread = { worker, ready: false };
    worker.on('message', (answer: ExtractAnswer) => {
      if ('ready' in answer) {
        thread.ready = true;
        if (thread.job) arm(thread);
        return;
      }
      if (thread.job?.id !== answer.id) return;
      const job = settle(thread);
      busy.delete(thread);
      idle.push(thread);
      if ('page' in answer) job?.resolve(answer.page);
      else job?.reject(new Error('page extraction failed'));
      pump();
    });
    // Out of heap, or any other fault: the page is unreadable, the thread replaced.
    worker.on('error', () => discard(thread, new Error('page extraction thread failed')));
    worker.on('exit', () => {
      const at = idle.indexOf(thread);
      if (at !== -1) idle.splice(at, 1);
      if (busy.has(thread)) discard(thread, new Error('page extraction thread exited'));
    });
    return thread;
  };

  const arm = (thread: Thread) => {
    thread.timer = setTimeout(() => discard(thread, new ExtractTimeout()), timeoutMs);
  };

  const run = (thread: Thread, job: Job) => {
    busy.add(thread);
    thread.job = job;
    if (thread.ready) arm(thread);
    thread.onAbort = () => discard(thread, new ExtractTimeout());
    job.signal.addEventListener('abort', thread.onAbort, { once: true });
    thread.worker.postMessage({ id: job.id, html: job.html } satisfies ExtractJob);
  };

  function pump() {
    while (!closed && queue.length > 0 && (idle.length > 0 || busy.size < threads)) {
      const job = queue.shift();
      if (!job) break;
      if (job.signal.aborted) {
        job.reject(new ExtractTimeout());
        continue;
      }
      run(idle.pop() ?? start(), job);
    }
  }

  return {
    extract(html, signal) {
      if (closed) return Promise.reject(new Error('page extraction pool closed'));
      if (signal.aborted || queue.length >= queueMax) return Promise.reject(new ExtractTimeout());
      return new Promise<PageText>((resolve, reject) => {
        const job: Job = { id: nextId++, html, signal, resolve, reject };
        queue.push(job);
        // A job given up while it waits leaves the queue at once.
        signal.addEventListener(
          'abort',
          () => {
            const at = queue.indexOf(job);
            if (at === -1) return;
            queue.splice(at, 1);
            reject(new ExtractTimeout());
          },
          { once: true },
        );
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('page extraction pool closed'));
      const all = [...idle.splice(0), ...busy];
      busy.clear();
      for (const thread of all) settle(thread)?.reject(new Error('page extraction pool closed'));
      await Promise.all(all.map((thread) => thread.worker.terminate()));
    },
  };
}
