// The knowledge bases' part of sync and backups, read from and written to the documents' database
// (run in the sync worker, or on the page for the Export button). The bases and their files'
// records always travel; the files' text (core/sync/documents.ts) only with "Include documents".
// Text taken in is split into the passages it travelled as and indexed here, in one transaction
// with the records, so a base never holds a file whose passages are missing from its index.

import {
  DOCUMENTS_SYNC_MAX_BYTES,
  entryBytes,
  isDocumentEntry,
  type DocumentEntry,
} from '../../../core/sync/documents';
import type { StateDiff } from '../../../core/sync/diff';
import { addPassages, createKeywordIndex, loadKeywordIndex, removePassages, saveKeywordIndex, type KeywordIndex } from '../../../core/knowledge/keyword-index';
import { passageId, type Passage } from '../../../core/knowledge/passage';
import type { BackupFile } from '../../../core/schemas';
import { KNOWLEDGE_CHANNEL, openKnowledgeDb, type KnowledgeBase, type KnowledgeFile } from './knowledge-db';

type KnowledgePart = Pick<BackupFile, 'knowledgeBases' | 'knowledgeFiles'> & { documents?: DocumentEntry[] };

/** A file's sync clock: files stored before they had one count from when they were added. */
const clockOf = (file: KnowledgeFile) => file.updatedAt ?? file.addedAt;
const newestFirst = (a: KnowledgeFile, b: KnowledgeFile) => b.addedAt - a.addedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function entryOf(file: KnowledgeFile, passages: Passage[]): DocumentEntry {
  return {
    fileId: file.id,
    baseId: file.baseId,
    passages: passages
      .sort((a, b) => a.ordinal - b.ordinal)
      .map(({ text, page, heading }) => ({ text, ...(page !== undefined ? { page } : {}), ...(heading !== undefined ? { heading } : {}) })),
  };
}

/** The bases and file records, and with `withDocuments` the text of the newest ready files held
 * here, as much as the bound lets travel (read no further than that). */
export async function readKnowledgeState(withDocuments: boolean): Promise<KnowledgePart> {
  const db = await openKnowledgeDb();
  const [bases, files] = await Promise.all([db.getAll('bases'), db.getAll('files')]);
  const part: KnowledgePart = { knowledgeBases: bases, knowledgeFiles: files.map((file) => ({ ...file, updatedAt: clockOf(file) })) };
  if (!withDocuments) return part;
  const documents: DocumentEntry[] = [];
  let total = 0;
  for (const file of files.filter((item) => item.status === 'ready').sort(newestFirst)) {
    const passages = await db.getAllFromIndex('passages', 'fileId', file.id);
    if (passages.length === 0) continue;
    const entry = entryOf(file, passages);
    total += entryBytes(entry);
    if (total > DOCUMENTS_SYNC_MAX_BYTES) break;
    documents.push(entry);
  }
  return { ...part, documents };
}

/** The bytes of document text that "Include documents" would send now, and of how many files. */
export async function documentsToSend(): Promise<{ bytes: number; files: number }> {
  const { documents = [] } = await readKnowledgeState(true);
  return { bytes: documents.reduce((sum, entry) => sum + entryBytes(entry), 0), files: documents.length };
}

const timeOf = (row: { updatedAt?: number; addedAt?: number } | undefined) => row?.updatedAt ?? row?.addedAt ?? 0;

/** Writes the knowledge part of a merge: records put and removed (a removed base or file takes its
 * text, passages, vectors and index entries with it) and text taken in, indexed. `read` is the
 * state the diff was computed from: a record changed here since then is left alone. */
export async function writeKnowledgeDiff(diff: StateDiff, read: BackupFile): Promise<void> {
  const bases = diff.put.knowledgeBases as unknown as KnowledgeBase[];
  const files = diff.put.knowledgeFiles as unknown as KnowledgeFile[];
  const documents = (diff.putDocuments as unknown[]).filter(isDocumentEntry);
  const { knowledgeBases: removedBases, knowledgeFiles: removedFiles } = diff.remove;
  if (bases.length + files.length + documents.length + removedBases.length + removedFiles.length === 0) return;

  const readTimes = new Map([...read.knowledgeBases, ...read.knowledgeFiles].map((row) => [(row as { id: string }).id, timeOf(row as KnowledgeFile)]));
  const db = await openKnowledgeDb();
  const tx = db.transaction(['bases', 'files', 'blobs', 'passages', 'vectors', 'indexes'], 'readwrite');
  const changed = new Set<string>();
  const indexes = new Map<string, KeywordIndex>();
  const indexOf = async (baseId: string) => {
    let index = indexes.get(baseId);
    if (!index) {
      const stored = await tx.objectStore('indexes').get(baseId);
      index = stored ? loadKeywordIndex(stored.keyword) : createKeywordIndex();
      indexes.set(baseId, index);
    }
    return index;
  };
  const unchanged = (stored: { updatedAt?: number; addedAt?: number } | undefined, id: string) => timeOf(stored) <= (readTimes.get(id) ?? 0);

  for (const base of bases) {
    if (unchanged(await tx.objectStore('bases').get(base.id), base.id)) await tx.objectStore('bases').put(base);
  }
  for (const file of files) {
    if (unchanged(await tx.objectStore('files').get(file.id), file.id)) await tx.objectStore('files').put(file);
  }
  const dropFile = async (fileId: string, baseId: string) => {
    const ids = await tx.objectStore('passages').index('fileId').getAllKeys(fileId);
    removePassages(await indexOf(baseId), ids);
    await Promise.all([
      tx.objectStore('files').delete(fileId),
      tx.objectStore('blobs').delete(fileId),
      ...ids.map((id) => tx.objectStore('passages').delete(id)),
      ...ids.map((id) => tx.objectStore('vectors').delete(id)),
    ]);
    changed.add(baseId);
  };
  for (const fileId of removedFiles) {
    const file = await tx.objectStore('files').get(fileId);
    if (file && unchanged(file, fileId)) await dropFile(fileId, file.baseId);
  }
  for (const baseId of removedBases) {
    if (!unchanged(await tx.objectStore('bases').get(baseId), baseId)) continue;
    for (const file of await tx.objectStore('files').index('baseId').getAll(baseId)) await dropFile(file.id, baseId);
    await Promise.all([tx.objectStore('bases').delete(baseId), tx.objectStore('indexes').delete(baseId)]);
    indexes.delete(baseId);
  }
  for (const entry of documents) {
    const file = await tx.objectStore('files').get(entry.fileId);
    // Text of a file this device does not keep, or already holds, is not taken.
    if (!file || file.status !== 'ready' || file.baseId !== entry.baseId) continue;
    if ((await tx.objectStore('passages').getKey(passageId(file.id, 0))) !== undefined) continue;
    const passages: Passage[] = entry.passages.map(({ text, page, heading }, ordinal) => ({
      id: passageId(file.id, ordinal),
      baseId: file.baseId,
      fileId: file.id,
      fileName: file.name,
      ordinal,
      text,
      ...(page !== undefined ? { page } : {}),
      ...(heading !== undefined ? { heading } : {}),
    }));
    addPassages(await indexOf(file.baseId), passages);
    await Promise.all(passages.map((passage) => tx.objectStore('passages').put(passage)));
    changed.add(file.baseId);
  }
  await Promise.all([...indexes].map(([baseId, index]) => tx.objectStore('indexes').put({ baseId, keyword: saveKeywordIndex(index) })));
  await tx.done;

  // Every tab's knowledge worker reads the changed indexes again.
  const channel = new BroadcastChannel(KNOWLEDGE_CHANNEL);
  for (const baseId of changed) channel.postMessage(baseId);
  channel.close();
}
