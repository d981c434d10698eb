// Merging tens of thousands of records takes long enough to freeze the page, so it runs here.

import { mergeIntoLocal, replaceLocal } from './merge-local';
import type { SyncWorkerRequest, SyncWorkerResponse } from './sync-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<SyncWorkerRequest>) => void) | null;
  postMessage: (message: SyncWorkerResponse) => void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  const request = event.data;
  const work = request.op === 'merge' ? mergeIntoLocal(request) : replaceLocal(request);
  work.then(
    (result) => scope.postMessage({ id: request.id, ...result }),
    (error: unknown) =>
      scope.postMessage({ id: request.id, ok: false, problem: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
};
