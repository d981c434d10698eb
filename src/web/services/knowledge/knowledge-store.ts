// The knowledge bases and their files as the screens show them, read from the knowledge database,
// and the files being added (their phase and progress), which exist only in memory until the worker
// has stored them whole.

import { create } from 'zustand';
import { passageId } from '../../../core/knowledge/passage';
import { RECORD_KINDS } from '../../../core/sync/tables';
import { editTime } from '../../stores/clock';
import { activeDb, writeTx } from '../../stores/db';
import { newId } from '../../stores/ids';
import { putTombstones } from '../../stores/persistence';
import { announceChange } from '../../stores/tab-channel';
import { addFile, removeBaseData, removeFile } from './knowledge-client';
import { openKnowledgeDb, type FileFailure, type KnowledgeBase, type KnowledgeFile } from './knowledge-db';
import type { FilePhase, WebSource } from './knowledge-protocol';

export interface FileJob {
  fileId: string;
  baseId: string;
  name: string;
  phase: FilePhase;
  /** Share of the phase done, 0 to 1. */
  progress: number;
}

interface KnowledgeState {
  loaded: boolean;
  /** The database could not be opened (private mode, blocked storage). */
  unavailable: boolean;
  bases: KnowledgeBase[];
  /** Stored files by base, newest first. */
  files: Record<string, KnowledgeFile[]>;
  /** Ready files whose text is not on this device: they came by sync from another device without
   * "Include documents". */
  elsewhere: Record<string, true>;
  /** Files being read and indexed, in the order they were added. */
  jobs: FileJob[];
  /** The embeddings model of meaning search; null when it is off, undefined until read. */
  meaningModel?: string | null;
  /** Embedding a file failed since meaning search was last switched on. */
  meaningFailed: boolean;
  /** Files whose passages are being embedded, by id. */
  embedding: Record<string, { done: number; total: number }>;
}

export const useKnowledgeStore = create<KnowledgeState>()(() => ({ loaded: false, unavailable: false, bases: [], files: {}, elsewhere: {}, jobs: [], meaningFailed: false, embedding: {} }));

/** Called when a file is stored, for work that follows (its embeddings). */
let onFileStored: ((file: KnowledgeFile) => void) | undefined;
export function setFileStoredListener(listener: (file: KnowledgeFile) => void): void {
  onFileStored = listener;
}

/** Called with the files whose text is on this device each time the lists are read: text that came
 * with a sync or a backup has no embeddings yet. */
let onFilesRead: ((files: readonly KnowledgeFile[]) => void) | undefined;
export function setFilesReadListener(listener: (files: readonly KnowledgeFile[]) => void): void {
  onFilesRead = listener;
}

/** Says a base or a file changed: other tabs read the lists again, and automatic sync follows. */
function announce(): void {
  announceChange({ knowledge: true });
}

function byNewest<T extends { addedAt?: number; createdAt?: number }>(a: T, b: T): number {
  return (b.addedAt ?? b.createdAt ?? 0) - (a.addedAt ?? a.createdAt ?? 0);
}

export async function loadKnowledge(): Promise<void> {
  try {
    const db = await openKnowledgeDb();
    const [bases, files] = await Promise.all([db.getAll('bases'), db.getAll('files')]);
    const grouped: Record<string, KnowledgeFile[]> = {};
    for (const file of files.sort(byNewest)) (grouped[file.baseId] ??= []).push(file);
    // A ready file always has a first passage; one without came as a record alone.
    const missing = await Promise.all(
      files.filter((file) => file.status === 'ready').map(async (file) => ((await db.getKey('passages', passageId(file.id, 0))) === undefined ? file.id : null)),
    );
    const elsewhere = Object.fromEntries(missing.filter((id): id is string => id !== null).map((id) => [id, true as const]));
    useKnowledgeStore.setState({ loaded: true, bases: bases.sort(byNewest), files: grouped, elsewhere });
    onFilesRead?.(files.filter((file) => file.status === 'ready' && !elsewhere[file.id]));
  } catch (error) {
    console.error('The knowledge bases could not be read:', error);
    useKnowledgeStore.setState({ loaded: true, unavailable: true });
  }
}

/** Records the deletions in the chats' database, where sync finds every deletion, before the data
 * goes: should removing it fail, the next sync removes it. */
async function recordDeletions(kind: string, ids: readonly string[]): Promise<void> {
  const db = await activeDb();
  if (!db || ids.length === 0) return;
  const at = editTime();
  await writeTx(db, ['tombstones'], (tx) => putTombstones(tx, kind, ids, at));
}

/** After a sync or an import: the screen's lists are read again, if they were read at all. */
export async function reloadKnowledge(): Promise<void> {
  if (useKnowledgeStore.getState().loaded) await loadKnowledge();
}

export async function createBase(name: string): Promise<KnowledgeBase> {
  const now = editTime();
  const base: KnowledgeBase = { id: newId(), name, createdAt: now, updatedAt: now };
  await (await openKnowledgeDb()).put('bases', base);
  useKnowledgeStore.setState((s) => ({ bases: [base, ...s.bases] }));
  announce();
  return base;
}

export async function renameBase(id: string, name: string): Promise<void> {
  const db = await openKnowledgeDb();
  const base = await db.get('bases', id);
  if (!base) return;
  const renamed = { ...base, name, updatedAt: editTime() };
  await db.put('bases', renamed);
  useKnowledgeStore.setState((s) => ({ bases: s.bases.map((item) => (item.id === id ? renamed : item)) }));
  announce();
}

export async function deleteBase(id: string): Promise<void> {
  const files = await (await openKnowledgeDb()).getAllKeysFromIndex('files', 'baseId', id);
  await recordDeletions(RECORD_KINDS.knowledgeFiles, files);
  await recordDeletions(RECORD_KINDS.knowledgeBases, [id]);
  await removeBaseData(id);
  useKnowledgeStore.setState((s) => {
    const files = { ...s.files };
    delete files[id];
    return { bases: s.bases.filter((base) => base.id !== id), files };
  });
  announce();
}

export async function deleteFile(file: KnowledgeFile): Promise<void> {
  await recordDeletions(RECORD_KINDS.knowledgeFiles, [file.id]);
  await removeFile(file.id);
  useKnowledgeStore.setState((s) => ({ files: { ...s.files, [file.baseId]: (s.files[file.baseId] ?? []).filter((item) => item.id !== file.id) } }));
  announce();
}

function updateJob(fileId: string, patch: Partial<FileJob>): void {
  useKnowledgeStore.setState((s) => ({ jobs: s.jobs.map((job) => (job.fileId === fileId ? { ...job, ...patch } : job)) }));
}

function settle(baseId: string, fileId: string, stored: KnowledgeFile): void {
  useKnowledgeStore.setState((s) => ({
    jobs: s.jobs.filter((job) => job.fileId !== fileId),
    files: { ...s.files, [baseId]: [stored, ...(s.files[baseId] ?? []).filter((item) => item.id !== fileId)] },
  }));
}

/** Adds files to a base; each shows as a job until it is stored or has failed. A text read from a
 * web page names the page (`web`). */
export function addFiles(baseId: string, files: readonly File[], web?: WebSource): Promise<void[]> {
  return Promise.all(
    files.map(async (file) => {
      const fileId = newId();
      const name = web ? web.title : file.name;
      useKnowledgeStore.setState((s) => ({ jobs: [...s.jobs, { fileId, baseId, name, phase: 'reading', progress: 0 }] }));
      const at = editTime();
      const failed = (failure: FileFailure): KnowledgeFile => ({ id: fileId, baseId, name, size: file.size, addedAt: at, updatedAt: at, status: 'failed', failure, passages: 0 });
      try {
        const outcome = await addFile(baseId, fileId, file, at, web, (phase, done, total) => updateJob(fileId, { phase, progress: total > 0 ? done / total : 0 }));
        const stored = outcome.ok ? outcome.file : failed(outcome.failure);
        settle(baseId, fileId, stored);
        if (outcome.ok) {
          announce();
          onFileStored?.(outcome.file);
        }
      } catch (error) {
        console.error('A file could not be added:', error);
        settle(baseId, fileId, failed('unreadable'));
      }
    }),
  );
}
