// Merging tens of thousands of records takes long enough to freeze the page, so it runs here.

import { mergeIntoLocal, replaceLocal, type ImportResult, type MergeResult } from './merge-local';
import { syncLocal } from './sync-local';
import type { SyncWorkerRequest, SyncWorkerResponse } from './sync-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<SyncWorkerRequest>) => void) | null;
  postMessage: (message: SyncWorkerResponse) => void;
}

/** An import only writes here: the merged text would cross back to the page for nothing. */
const withoutUpload = (result: MergeResult): ImportResult => (result.ok ? { ok: true, changed: result.changed, latestClock: result.latestClock } : result);

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  const request = event.data;
  const work =
    request.op === 'merge' ? mergeIntoLocal(request).then(withoutUpload) : request.op === 'replace' ? replaceLocal(request) : syncLocal(request);
  work.then(
    (result) => scope.postMessage({ id: request.id, ...result }),
    (error: unknown) =>
      scope.postMessage({ id: request.id, ok: false, problem: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
};
