// The one IndexedDB database. Its Dexie schema version is about tables and indexes only; the
// versions of the stores' contents live in the settings table and drive migrations.

import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { SettingsRecord, StoredMask, StoredMessage, StoredPlugin, StoredPrompt } from '../../core/schemas';
import type { SdImageRecord, SessionMeta, Tombstone } from '../../core/types';
import { useStorageStatus } from './storage-status';

export const DB_NAME = 'polychat';

export const TABLE_NAMES = [
  'sessions',
  'messages',
  'masks',
  'prompts',
  'plugins',
  'sdImages',
  'settings',
  'tombstones',
] as const;
export type TableName = (typeof TABLE_NAMES)[number];

export class PolychatDb extends Dexie {
  sessions!: Table<SessionMeta, string>;
  messages!: Table<StoredMessage, string>;
  masks!: Table<StoredMask, string>;
  prompts!: Table<StoredPrompt, string>;
  plugins!: Table<StoredPlugin, string>;
  sdImages!: Table<SdImageRecord, string>;
  settings!: Table<SettingsRecord, string>;
  tombstones!: Table<Tombstone, [string, string]>;

  constructor(options?: DexieOptions) {
    super(DB_NAME, options);
    this.version(1).stores({
      sessions: 'id, order, updatedAt',
      messages: 'id, [sessionId+seq], sessionId, updatedAt',
      masks: 'id, updatedAt',
      prompts: 'id, updatedAt',
      plugins: 'id, updatedAt',
      sdImages: 'id, updatedAt',
      settings: 'name',
      tombstones: '[kind+id], deletedAt',
    });
  }
}

let dexieOptions: DexieOptions | undefined;
let opening: Promise<PolychatDb | null> | null = null;
let current: PolychatDb | null = null;

/** Opens the database once. Resolves null when IndexedDB is unusable (private mode, blocked by
 * policy, broken profile): the app then runs in memory and the shell says so. */
export function openDb(): Promise<PolychatDb | null> {
  opening ??= (async () => {
    try {
      const db = new PolychatDb(dexieOptions);
      await db.open();
      current = db;
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

export function closeDb(): void {
  current?.close();
  current = null;
  opening = null;
}

/** Tests inject a broken IndexedDB factory here to simulate private mode. */
export function setDbOptions(options: DexieOptions | undefined): void {
  closeDb();
  dexieOptions = options;
}
