// The text of knowledge files, carried by sync and backups only when the person chose "Include
// documents". A file's record (knowledgeFiles) always travels; its text travels beside it as one
// entry of `documents`: the file's passages in order, each with the page and heading it came from,
// which is all a device needs to build its own index. The bytes of the file as added (a PDF's
// fonts, a DOCX's zip) do not travel: the text is what search and answers use.
//
// A file's text never changes once the file is added, so entries merge as a union by file id; an
// entry whose file is not (or no longer) a ready file of the state is dropped, so a deleted file's
// text never comes back.

import type { BackupFile } from '../schemas';

/** Most bytes of document text one state carries: with the chats it stays under the 20 MB a
 * WebDAV backup may have through the sync relay, and a device that takes it in indexes it in
 * seconds. The newest files go first; the text of the others stays on their devices. */
export const DOCUMENTS_SYNC_MAX_BYTES = 8 * 1024 * 1024;

/** One passage as it travels: its place in the file is its place in the list. */
interface TravellingPassage {
  text: string;
  page?: number;
  heading?: string;
}

/** The text of one knowledge file. */
export interface DocumentEntry {
  fileId: string;
  baseId: string;
  passages: TravellingPassage[];
}

type Row = Record<string, unknown>;

function isPassage(value: unknown): value is TravellingPassage {
  if (typeof value !== 'object' || value === null) return false;
  const { text, page, heading } = value as Row;
  return typeof text === 'string' && (page === undefined || typeof page === 'number') && (heading === undefined || typeof heading === 'string');
}

/** Whether a value read from another device is an entry this version can index. */
export function isDocumentEntry(value: unknown): value is DocumentEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { fileId, baseId, passages } = value as Row;
  return typeof fileId === 'string' && typeof baseId === 'string' && Array.isArray(passages) && passages.length > 0 && passages.every(isPassage);
}

const encoder = new TextEncoder();
/** The bytes an entry takes in the uploaded state. */
export const entryBytes = (entry: unknown): number => encoder.encode(JSON.stringify(entry)).length;

interface FileRow {
  id: string;
  status?: unknown;
  addedAt?: unknown;
}

/** The ready files of a state by id: only their text may travel. */
function readyFiles(state: Pick<BackupFile, 'knowledgeFiles'>): Map<string, FileRow> {
  const files = new Map<string, FileRow>();
  for (const row of state.knowledgeFiles as FileRow[]) {
    if (typeof row?.id === 'string' && row.status === 'ready') files.set(row.id, row);
  }
  return files;
}

const addedAt = (file: FileRow | undefined) => (typeof file?.addedAt === 'number' ? file.addedAt : 0);

/** The entries of `documents` that belong to a ready file of the state, newest file first (the
 * file id breaks ties, so every device orders alike), as many as fit in `maxBytes` one after
 * another: the first that does not fit ends the list, so bounding a union again gives the same. */
export function boundDocuments(state: Pick<BackupFile, 'knowledgeFiles'>, documents: readonly unknown[], maxBytes = DOCUMENTS_SYNC_MAX_BYTES): DocumentEntry[] {
  const files = readyFiles(state);
  const unique = new Map<string, DocumentEntry>();
  for (const entry of documents) {
    if (isDocumentEntry(entry) && files.has(entry.fileId) && !unique.has(entry.fileId)) unique.set(entry.fileId, entry);
  }
  const ordered = [...unique.values()].sort((a, b) => addedAt(files.get(b.fileId)) - addedAt(files.get(a.fileId)) || (a.fileId < b.fileId ? -1 : a.fileId > b.fileId ? 1 : 0));
  const kept: DocumentEntry[] = [];
  let total = 0;
  for (const entry of ordered) {
    total += entryBytes(entry);
    if (total > maxBytes) break;
    kept.push(entry);
  }
  return kept;
}

/** The documents of both copies, for the files the merged state keeps. */
export function mergeDocuments(merged: Pick<BackupFile, 'knowledgeFiles'>, a: BackupFile, b: BackupFile): Pick<BackupFile, 'documents'> {
  if (!a.documents && !b.documents) return {};
  return { documents: boundDocuments(merged, [...(a.documents ?? []), ...(b.documents ?? [])]) };
}
