// Backup for the error boundary and for sync: reads every table straight from IndexedDB, so it
// works when the React tree has crashed or the stores never hydrated.

import { deleteDB } from 'idb';
import { AUTH_DB_NAME } from '../services/mcp/oauth/auth-store';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupFile } from '../../core/schemas';
import { DB_NAME, TABLE_NAMES, closeDb, openDb } from './db';

export type { BackupFile } from '../../core/schemas';

/** The name of the settings row that holds the snapshot kept before a sync (state-io.ts); a
 * backup never includes it, or every snapshot would hold the one before it. */
export const SNAPSHOT_ROW = 'syncSnapshot';
/** When that snapshot was taken, in a row of its own: reading the snapshot itself to show the
 * undo button would copy megabytes on the page's thread. */
export const SNAPSHOT_TIME_ROW = 'syncSnapshotTime';
const LOCAL_ROWS = new Set([SNAPSHOT_ROW, SNAPSHOT_TIME_ROW]);

/** Every table, images included when asked (they make the file large). */
export async function exportAllData({ images = false }: { images?: boolean } = {}): Promise<BackupFile> {
  const db = await openDb();
  // One read-only transaction: every store as of the same moment.
  const tx = db?.transaction([...TABLE_NAMES], 'readonly');
  tx?.done.catch(() => {});
  const read = async (table: (typeof TABLE_NAMES)[number]): Promise<unknown[]> =>
    tx ? tx.objectStore(table).getAll() : [];
  const [sessions, messages, masks, prompts, plugins, sdImages, mcpServers, settings, tombstones, imageRows] = await Promise.all([
    read('sessions'),
    read('messages'),
    read('masks'),
    read('prompts'),
    read('plugins'),
    read('sdImages'),
    read('mcpServers'),
    read('settings'),
    read('tombstones'),
    images ? read('images') : Promise.resolve(null),
  ]);
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: Date.now(),
    sessions,
    messages,
    masks,
    prompts,
    plugins,
    sdImages,
    mcpServers,
    // Knowledge bases live in the documents' database (services/knowledge/knowledge-sync-db.ts):
    // sync and the Export button add them.
    knowledgeBases: [],
    knowledgeFiles: [],
    settings: settings.filter((row) => !LOCAL_ROWS.has((row as { name: string }).name)),
    tombstones,
    ...(imageRows ? { images: imageRows } : {}),
  };
}

/** Deletes the whole database, the MCP servers' sign-ins (a database of their own) and localStorage. The caller reloads the page afterwards; the
 * in-memory stores are not touched, so a crashed app can call this too. Our own connection is
 * closed first; other tabs close theirs when asked (see db.ts), until then the deletion waits. */
export async function clearAllData(): Promise<void> {
  closeDb();
  await deleteDB(DB_NAME, {
    blocked: () => console.warn('Clearing all data waits for other tabs to close the database'),
  });
  await deleteDB(AUTH_DB_NAME, {
    blocked: () => console.warn('Clearing all data waits for other tabs to close the MCP sign-ins'),
  });
  try {
    localStorage.clear();
  } catch (error) {
    console.warn('Could not clear localStorage', error);
  }
}
