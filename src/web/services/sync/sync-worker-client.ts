// The page's side of the sync worker: one worker, started by the first sync or import.

import type { ImportResult, MergeRequest, ReplaceRequest, ReplaceResult } from './merge-local';
import type { SyncRequest, SyncResult } from './sync-local';
import type { SyncWorkerRequest, SyncWorkerResponse } from './sync-protocol';

type Outcome = ImportResult | ReplaceResult | SyncResult;

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (result: Outcome) => void; reject: (error: Error) => void }>();

function failAll(message: string): void {
  for (const { reject } of waiting.values()) reject(new Error(message));
  waiting.clear();
  worker?.terminate();
  worker = null;
}

function started(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module', name: 'sync' });
  created.onmessage = (event: MessageEvent<SyncWorkerResponse>) => {
    const { id, ...response } = event.data;
    const entry = waiting.get(id);
    waiting.delete(id);
    if (!entry) return;
    if (!response.ok && response.problem === 'failed') entry.reject(new Error('message' in response ? response.message : 'failed'));
    else entry.resolve(response as Outcome);
  };
  created.onerror = (event) => failAll(event.message || 'The sync worker stopped');
  worker = created;
  return created;
}

function ask(request: Omit<SyncWorkerRequest, 'id'>): Promise<Outcome> {
  const id = (nextId += 1);
  const target = started();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    target.postMessage({ ...request, id });
  });
}

export const mergeInWorker = (request: MergeRequest) => ask({ op: 'merge', ...request }) as Promise<ImportResult>;
export const replaceInWorker = (request: ReplaceRequest) => ask({ op: 'replace', ...request }) as Promise<ReplaceResult>;
export const syncInWorker = (request: SyncRequest) => ask({ op: 'sync', ...request }) as Promise<SyncResult>;
