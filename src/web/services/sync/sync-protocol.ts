// The messages between the page and the sync worker (sync.worker.ts).

import type { ImportResult, MergeRequest, ReplaceRequest, ReplaceResult } from './merge-local';
import type { SyncRequest, SyncResult } from './sync-local';

export type SyncWorkerRequest = { id: number } & (
  | ({ op: 'merge' } & MergeRequest)
  | ({ op: 'replace' } & ReplaceRequest)
  | ({ op: 'sync' } & SyncRequest)
);
type SyncWorkerFailure = { ok: false; problem: 'failed'; message: string };
export type SyncWorkerResponse = { id: number } & (ImportResult | ReplaceResult | SyncResult | SyncWorkerFailure);
