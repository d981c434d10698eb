// The page reader's extraction thread: Readability over linkedom takes a tenth of a second or more
// per article, all of it synchronous, so it runs here rather than on the server's event loop
// (extract-pool.ts). One page at a time; what it answers is the page's text, never an exception.

import { parentPort } from 'node:worker_threads';
import { htmlPage } from './html-page';
import type { ExtractJob, ExtractAnswer } from './extract-protocol';

parentPort?.on('message', (job: ExtractJob) => {
  let answer: ExtractAnswer;
  try {
    answer = { id: job.id, page: htmlPage(job.html) };
  } catch {
    answer = { id: job.id, failed: true };
  }
  parentPort?.postMessage(answer);
});
// Loaded and listening: the pool counts a page's time from here, not from the thread's start.
parentPort?.postMessage({ ready: true } satisfies ExtractAnswer);
