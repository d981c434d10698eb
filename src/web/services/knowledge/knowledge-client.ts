// The page's side of the knowledge worker: one worker for the page's lifetime, started by the first
// request.

import type { PassageHit } from '../../../core/knowledge/passage';
import { createWorkerClient } from '../worker-client';
import type { EmbeddingsAccess } from './embed-texts';
import type { FileFailure, KnowledgeFile } from './knowledge-db';
import type { FilePhase, KnowledgeRequest, KnowledgeResponse, WebSource } from './knowledge-protocol';

const worker = createWorkerClient<KnowledgeResponse, KnowledgeRequest>({
  start: () => new Worker(new URL('./knowledge.worker.ts', import.meta.url), { type: 'module', name: 'knowledge' }),
  idOf: (response) => response.id,
  cancel: (id) => ({ type: 'cancel', id }),
});

type Operation = KnowledgeRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

function fail(response: KnowledgeResponse): never {
  throw new Error(response.type === 'error' ? response.message : `unexpected ${response.type}`);
}

function ask<T>(operation: Operation, read: (response: KnowledgeResponse) => T | undefined): Promise<T> {
  return worker.ask(
    (id) => ({ ...operation, id }) as KnowledgeRequest,
    (response) => read(response) ?? fail(response),
  );
}

export type AddOutcome = { ok: true; file: KnowledgeFile } | { ok: false; failure: FileFailure };

/** Adds a file to a base at the sync clock's `at`; `progress` hears each step. Resolves once the
 * file is stored (or refused). */
export function addFile(
  baseId: string,
  fileId: string,
  file: File,
  at: number,
  web: WebSource | undefined,
  progress: (phase: FilePhase, done: number, total: number) => void,
): Promise<AddOutcome> {
  return new Promise((resolve, reject) => {
    worker.open((id) => ({ type: 'add', id, baseId, fileId, file, at, ...(web ? { web } : {}) }), {
      message(response) {
        if (response.type === 'progress') progress(response.phase, response.done, response.total);
        else if (response.type === 'added') resolve({ ok: true, file: response.file });
        else if (response.type === 'failed') resolve({ ok: false, failure: response.failure });
        else reject(new Error(response.type === 'error' ? response.message : response.type));
      },
      fail: reject,
    });
  });
}

export const removeFile = (fileId: string) => ask({ type: 'remove-file', fileId }, (r) => (r.type === 'done' ? true : undefined));
export const removeBaseData = (baseId: string) => ask({ type: 'remove-base', baseId }, (r) => (r.type === 'done' ? true : undefined));
/** Embeds a file's passages that lack vectors of the embedder; `progress` hears each batch. */
export function embedFile(fileId: string, access: EmbeddingsAccess, progress: (done: number, total: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    worker.open((id) => ({ type: 'embed-file', id, fileId, access }), {
      message(response) {
        if (response.type === 'embed-progress') progress(response.done, response.total);
        else if (response.type === 'done') resolve();
        else reject(new Error(response.type === 'error' ? response.message : response.type));
      },
      fail: reject,
    });
  });
}

export function searchPassages(baseIds: string[], query: string, limit: number, meaning?: EmbeddingsAccess): Promise<PassageHit[]> {
  return ask({ type: 'search', baseIds, query, limit, ...(meaning ? { meaning } : {}) }, (r) => (r.type === 'hits' ? r.hits : undefined));
}
