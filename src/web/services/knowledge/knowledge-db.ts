// The documents' own IndexedDB database, apart from the chats' (stores/db.ts): its records are large
// and only the knowledge screens, the knowledge worker and a reply that uses a knowledge base read
// them, so the chats' database never waits behind a document being written.

import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { StoredKeywordIndex } from '../../../core/knowledge/keyword-index';
import type { Passage } from '../../../core/knowledge/passage';

const KNOWLEDGE_DB_NAME = 'polychat-knowledge';
/** Raise when a store or an index is added. */
const KNOWLEDGE_DB_VERSION = 1;

export interface KnowledgeBase {
  id: string;
  name: string;
  createdAt: number;
  updatedAt: number;
}

/** Why a file could not be added; each has a sentence in the reader's language. */
export type FileFailure = 'no-text' | 'unreadable' | 'unsupported' | 'too-large' | 'quota';

/** What a file is: a document by its reader, or a web page read by the server. */
type KnowledgeFileType = 'pdf' | 'docx' | 'html' | 'markdown' | 'text' | 'web';

export interface KnowledgeFile {
  id: string;
  baseId: string;
  /** The file's name, or a web page's title. */
  name: string;
  /** Absent from files added before it was recorded. */
  type?: KnowledgeFileType;
  /** The page's address, for a web page. */
  url?: string;
  /** Bytes of the file as added. */
  size: number;
  addedAt: number;
  /** The sync clock of the record (its addedAt when absent): files never change once added, so
   * this is when it was added on its device. */
  updatedAt?: number;
  status: 'ready' | 'failed';
  failure?: FileFailure;
  passages: number;
  /** Pages of a PDF. */
  pages?: number;
}

export interface KnowledgeSchema extends DBSchema {
  bases: { key: string; value: KnowledgeBase };
  files: { key: string; value: KnowledgeFile; indexes: { baseId: string } };
  /** The file as it was added, kept so that it can be indexed again or exported. */
  blobs: { key: string; value: { fileId: string; baseId: string; blob: Blob } ; indexes: { baseId: string } };
  passages: { key: string; value: Passage; indexes: { fileId: string; baseId: string } };
  /** One keyword index per base, as MiniSearch stores it. */
  indexes: { key: string; value: { baseId: string; keyword: StoredKeywordIndex } };
  /** Embeddings of passages, for meaning search: which model made them, since another model's
   * vectors cannot be compared with its. */
  /** The knowledge screen's own choices: `meaning` holds the embeddings model, or null for none. */
  settings: { key: string; value: { name: string; value: string | null } };
  vectors: { key: string; value: { passageId: string; baseId: string; fileId: string; model: string; vector: Float32Array }; indexes: { fileId: string; baseId: string } };
}

export type KnowledgeDb = IDBPDatabase<KnowledgeSchema>;

let opening: Promise<KnowledgeDb> | null = null;

/** Opens the database once per page or worker. */
export function openKnowledgeDb(): Promise<KnowledgeDb> {
  opening ??= openDB<KnowledgeSchema>(KNOWLEDGE_DB_NAME, KNOWLEDGE_DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('bases', { keyPath: 'id' });
      db.createObjectStore('files', { keyPath: 'id' }).createIndex('baseId', 'baseId');
      db.createObjectStore('blobs', { keyPath: 'fileId' }).createIndex('baseId', 'baseId');
      const passages = db.createObjectStore('passages', { keyPath: 'id' });
      passages.createIndex('fileId', 'fileId');
      passages.createIndex('baseId', 'baseId');
      db.createObjectStore('indexes', { keyPath: 'baseId' });
      db.createObjectStore('settings', { keyPath: 'name' });
      const vectors = db.createObjectStore('vectors', { keyPath: 'passageId' });
      vectors.createIndex('fileId', 'fileId');
      vectors.createIndex('baseId', 'baseId');
    },
    // Another tab upgrades the database: let it, and open again on the next use.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Told to every tab's worker when a base's index changes, so that none searches an old copy. */
export const KNOWLEDGE_CHANNEL = 'polychat-knowledge';
