// The page's side of the sync worker: one worker, started by the first sync or import (and again
// by the first after it crashed).

import type { ImportResult, MergeRequest, ReplaceRequest, ReplaceResult } from './merge-local';
import type { SyncRequest, SyncResult } from './sync-local';
import type { SyncWorkerRequest, SyncWorkerResponse } from './sync-protocol';
import { createWorkerClient } from '../worker-client';

type Outcome = ImportResult | ReplaceResult | SyncResult;
type Operation = SyncWorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

const worker = createWorkerClient<SyncWorkerResponse, SyncWorkerRequest>({
  start: () => new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module', name: 'sync' }),
  idOf: (response) => response.id,
});

function ask(request: Operation): Promise<Outcome> {
  return worker.ask(
    (id) => ({ ...request, id }) as SyncWorkerRequest,
    ({ id: _id, ...response }) => {
      if (!response.ok && response.problem === 'failed') throw new Error('message' in response ? response.message : 'failed');
      return response as Outcome;
    },
  );
}

export const mergeInWorker = (request: MergeRequest) => ask({ op: 'merge', ...request }) as Promise<ImportResult>;
export const replaceInWorker = (request: ReplaceRequest) => ask({ op: 'replace', ...request }) as Promise<ReplaceResult>;
export const syncInWorker = (request: SyncRequest) => ask({ op: 'sync', ...request }) as Promise<SyncResult>;
