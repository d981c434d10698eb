// The one IndexedDB database, opened through idb. Its schema version is about object stores and
// indexes only; the versions of the stores' contents live in the settings store and drive
// migrations.

import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import type { SettingsRecord, StoredImage, StoredMask, StoredMcpServer, StoredMessage, StoredPlugin, StoredPrompt } from '../../core/schemas';
import type { SdImageRecord, SessionMeta, Tombstone } from '../../core/types';
import { useStorageStatus } from './storage-status';

export const DB_NAME = 'polychat';

/** IndexedDB version of the schema below. Earlier builds used Dexie, whose version(1) is
 * IndexedDB version 10 with the same stores and indexes; opening that database upgrades it in
 * place (nothing is deleted). Raise this when a store or index is added; 21 added `images`, 22 `mcpServers`. */
export const DB_VERSION = 22;

export const TABLE_NAMES = [
  'sessions',
  'messages',
  'masks',
  'prompts',
  'plugins',
  'sdImages',
  'settings',
  'tombstones',
  'images',
  'mcpServers',
] as const;
export type TableName = (typeof TABLE_NAMES)[number];

/** Name of the index of a session's messages in order (the name Dexie gave it). */
export const SESSION_SEQ_INDEX = '[sessionId+seq]';

// A type, not an interface: idb's schema wants index maps it can index by string.
type Timestamped = { updatedAt: number };

export interface PolychatSchema extends DBSchema {
  sessions: { key: string; value: SessionMeta; indexes: { order: number; updatedAt: number } };
  messages: {
    key: string;
    value: StoredMessage;
    indexes: { '[sessionId+seq]': [string, number]; sessionId: string; updatedAt: number };
  };
  masks: { key: string; value: StoredMask; indexes: Timestamped };
  prompts: { key: string; value: StoredPrompt; indexes: Timestamped };
  plugins: { key: string; value: StoredPlugin; indexes: Timestamped };
  sdImages: { key: string; value: SdImageRecord; indexes: Timestamped };
  settings: { key: string; value: SettingsRecord };
  tombstones: { key: [string, string]; value: Tombstone; indexes: { deletedAt: number } };
  /** Images attached to messages, which refer to them as `idb-image:<id>`. */
  images: { key: string; value: StoredImage };
  mcpServers: { key: string; value: StoredMcpServer; indexes: Timestamped };
}

export type PolychatDb = IDBPDatabase<PolychatSchema>;
/** A read-write transaction; a store outside its scope throws when asked for. */
export type WriteTx = IDBPTransaction<PolychatSchema, TableName[], 'readwrite'>;

/** Key path and indexes (name → key path) of every store: the same layout Dexie created. */
const LAYOUT: Record<TableName, { keyPath: string | string[]; indexes: Record<string, string | string[]> }> = {
  sessions: { keyPath: 'id', indexes: { order: 'order', updatedAt: 'updatedAt' } },
  messages: {
    keyPath: 'id',
    indexes: { [SESSION_SEQ_INDEX]: ['sessionId', 'seq'], sessionId: 'sessionId', updatedAt: 'updatedAt' },
  },
  masks: { keyPath: 'id', indexes: { updatedAt: 'updatedAt' } },
  prompts: { keyPath: 'id', indexes: { updatedAt: 'updatedAt' } },
  plugins: { keyPath: 'id', indexes: { updatedAt: 'updatedAt' } },
  sdImages: { keyPath: 'id', indexes: { updatedAt: 'updatedAt' } },
  settings: { keyPath: 'name', indexes: {} },
  tombstones: { keyPath: ['kind', 'id'], indexes: { deletedAt: 'deletedAt' } },
  images: { keyPath: 'id', indexes: {} },
  mcpServers: { keyPath: 'id', indexes: { updatedAt: 'updatedAt' } },
};

/** Creates what is missing, whatever the old version (0 = new, 10 = Dexie's); deletes nothing. */
function upgrade(db: IDBPDatabase, tx: IDBPTransaction<unknown, string[], 'versionchange'>): void {
  for (const name of TABLE_NAMES) {
    const { keyPath, indexes } = LAYOUT[name];
    const store = db.objectStoreNames.contains(name) ? tx.objectStore(name) : db.createObjectStore(name, { keyPath });
    for (const [index, path] of Object.entries(indexes)) {
      if (!store.indexNames.contains(index)) store.createIndex(index, path);
    }
  }
}

let opening: Promise<PolychatDb | null> | null = null;
let current: PolychatDb | null = null;
/** Set when another tab's upgrade or deletion made us close the connection: open it again on use. */
let closedForOthers = false;

function letOthersProceed(db: PolychatDb): void {
  db.close();
  if (current !== db) return;
  current = null;
  opening = null;
  closedForOthers = true;
}

/** Opens the database once. Resolves null when IndexedDB is unusable (private mode, blocked by
 * policy, broken profile): the app then runs in memory and the shell says so. */
export function openDb(): Promise<PolychatDb | null> {
  opening ??= (async () => {
    try {
      // `db` is assigned before any versionchange event can reach the callbacks below.
      let db: PolychatDb | null = null;
      db = await openDB<PolychatSchema>(DB_NAME, DB_VERSION, {
        upgrade: (raw, _oldVersion, _newVersion, tx) =>
          upgrade(raw as unknown as IDBPDatabase, tx as unknown as IDBPTransaction<unknown, string[], 'versionchange'>),
        blocked: () => console.warn('Waiting for another tab to close the database before upgrading it'),
        // Another tab upgrades or deletes the database (Clear All Data): step aside, as Dexie did.
        blocking: () => {
          if (db) letOthersProceed(db);
        },
        terminated: () => {
          if (db) letOthersProceed(db);
        },
      });
      current = db;
      closedForOthers = false;
      return db;
    } catch (error) {
      console.warn('IndexedDB unavailable, keeping data in memory only:', error);
      useStorageStatus.getState().setUnavailable(true);
      return null;
    }
  })();
  return opening;
}

/** The open database, or null before openDb has finished or when storage is unavailable. */
export function getDb(): PolychatDb | null {
  return current;
}

/** The database to use now: the open one, or a reopened one after another tab made us close it;
 * null before openDb has finished or when storage is unavailable. */
export function activeDb(): PolychatDb | Promise<PolychatDb | null> | null {
  if (current || !closedForOthers) return current;
  return openDb();
}

export function closeDb(): void {
  current?.close();
  current = null;
  opening = null;
  closedForOthers = false;
}

/** Runs `run` in one read-write transaction over `stores` and resolves once it has committed.
 * If `run` fails, the transaction is aborted, so none of its writes is kept. `run` must only
 * await requests of this transaction (awaiting anything else lets it commit early). */
export async function writeTx<T>(db: PolychatDb, stores: TableName[], run: (tx: WriteTx) => Promise<T>): Promise<T> {
  const tx = db.transaction(stores, 'readwrite');
  // Handled here so that an abort is reported once, by the caller's rejection.
  tx.done.catch(() => {});
  let result: T;
  try {
    result = await run(tx);
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // Already finished or aborted.
    }
    throw error;
  }
  await tx.done;
  return result;
}
