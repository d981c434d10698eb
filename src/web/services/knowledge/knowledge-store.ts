// The knowledge bases and their files as the screens show them, read from the knowledge database,
// and the files being added (their phase and progress), which exist only in memory until the worker
// has stored them whole.

import { create } from 'zustand';
import { newId } from '../../stores/ids';
import { addFile, removeBaseData, removeFile } from './knowledge-client';
import { openKnowledgeDb, type FileFailure, type KnowledgeBase, type KnowledgeFile } from './knowledge-db';
import type { FilePhase } from './knowledge-protocol';

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
  /** Files being read and indexed, in the order they were added. */
  jobs: FileJob[];
  /** The embeddings model of meaning search; null when it is off, undefined until read. */
  meaningModel?: string | null;
  /** Embedding a file failed since meaning search was last switched on. */
  meaningFailed: boolean;
  /** Files whose passages are being embedded, by id. */
  embedding: Record<string, { done: number; total: number }>;
}

export const useKnowledgeStore = create<KnowledgeState>()(() => ({ loaded: false, unavailable: false, bases: [], files: {}, jobs: [], meaningFailed: false, embedding: {} }));

/** Called when a file is stored, for work that follows (its embeddings). */
let onFileStored: ((file: KnowledgeFile) => void) | undefined;
export function setFileStoredListener(listener: (file: KnowledgeFile) => void): void {
  onFileStored = listener;
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
    useKnowledgeStore.setState({ loaded: true, bases: bases.sort(byNewest), files: grouped });
  } catch (error) {
    console.error('The knowledge bases could not be read:', error);
    useKnowledgeStore.setState({ loaded: true, unavailable: true });
  }
}

export async function createBase(name: string): Promise<KnowledgeBase> {
  const now = Date.now();
  const base: KnowledgeBase = { id: newId(), name, createdAt: now, updatedAt: now };
  await (await openKnowledgeDb()).put('bases', base);
  useKnowledgeStore.setState((s) => ({ bases: [base, ...s.bases] }));
  return base;
}

export async function renameBase(id: string, name: string): Promise<void> {
  const db = await openKnowledgeDb();
  const base = await db.get('bases', id);
  if (!base) return;
  const renamed = { ...base, name, updatedAt: Date.now() };
  await db.put('bases', renamed);
  useKnowledgeStore.setState((s) => ({ bases: s.bases.map((item) => (item.id === id ? renamed : item)) }));
}

export async function deleteBase(id: string): Promise<void> {
  await removeBaseData(id);
  useKnowledgeStore.setState((s) => {
    const files = { ...s.files };
    delete files[id];
    return { bases: s.bases.filter((base) => base.id !== id), files };
  });
}

export async function deleteFile(file: KnowledgeFile): Promise<void> {
  await removeFile(file.id);
  useKnowledgeStore.setState((s) => ({ files: { ...s.files, [file.baseId]: (s.files[file.baseId] ?? []).filter((item) => item.id !== file.id) } }));
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

/** Adds files to a base; each shows as a job until it is stored or has failed. */
export function addFiles(baseId: string, files: readonly File[]): Promise<void[]> {
  return Promise.all(
    files.map(async (file) => {
      const fileId = newId();
      useKnowledgeStore.setState((s) => ({ jobs: [...s.jobs, { fileId, baseId, name: file.name, phase: 'reading', progress: 0 }] }));
      const failed = (failure: FileFailure): KnowledgeFile => ({ id: fileId, baseId, name: file.name, size: file.size, addedAt: Date.now(), status: 'failed', failure, passages: 0 });
      try {
        const outcome = await addFile(baseId, fileId, file, (phase, done, total) => updateJob(fileId, { phase, progress: total > 0 ? done / total : 0 }));
        const stored = outcome.ok ? outcome.file : failed(outcome.failure);
        settle(baseId, fileId, stored);
        if (outcome.ok) onFileStored?.(outcome.file);
      } catch (error) {
        console.error('A file could not be added:', error);
        settle(baseId, fileId, failed('unreadable'));
      }
    }),
  );
}
