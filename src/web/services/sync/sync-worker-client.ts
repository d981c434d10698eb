// The page's side of the sync worker: one worker, started by the first sync or import.

import type { ImportResult, MergeRequest, ReplaceRequest, ReplaceResult } from './merge-local';
import type { SyncRequest, SyncResult } from './sync-local';
import type { SyncWorkerRequest, SyncWorkerResponse } from './sync-protocol';
import { createWorkerReplies } from '../worker-replies';

type Outcome = ImportResult | ReplaceResult | SyncResult;

let worker: Worker | null = null;
const replies = createWorkerReplies<Outcome>();

function failAll(message: string): void {
  replies.settleAll({ error: new Error(message) });
  worker?.terminate();
  worker = null;
}

function started(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module', name: 'sync' });
  created.onmessage = (event: MessageEvent<SyncWorkerResponse>) => {
    const { id, ...response } = event.data;
    if (!response.ok && response.problem === 'failed') replies.reject(id, new Error('message' in response ? response.message : 'failed'));
    else replies.resolve(id, response as Outcome);
  };
  created.onerror = (event) => failAll(event.message || 'The sync worker stopped');
  worker = created;
  return created;
}

function ask(request: Omit<SyncWorkerRequest, 'id'>): Promise<Outcome> {
  const target = started();
  return replies.ask((id) => target.postMessage({ ...request, id }));
}

export const mergeInWorker = (request: MergeRequest) => ask({ op: 'merge', ...request }) as Promise<ImportResult>;
export const replaceInWorker = (request: ReplaceRequest) => ask({ op: 'replace', ...request }) as Promise<ReplaceResult>;
export const syncInWorker = (request: SyncRequest) => ask({ op: 'sync', ...request }) as Promise<SyncResult>;
