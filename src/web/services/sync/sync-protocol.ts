// The messages between the page and the sync worker (sync.worker.ts).

import type { MergeRequest, MergeResult, ReplaceRequest, ReplaceResult } from './merge-local';

export type SyncWorkerRequest = { id: number } & (({ op: 'merge' } & MergeRequest) | ({ op: 'replace' } & ReplaceRequest));
export type SyncWorkerFailure = { ok: false; problem: 'failed'; message: string };
export type SyncWorkerResponse = { id: number } & (MergeResult | ReplaceResult | SyncWorkerFailure);
