// Backup for the error boundary and for sync: reads every table straight from IndexedDB, so it
// works when the React tree has crashed or the stores never hydrated.

import Dexie from 'dexie';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupFile } from '../../core/schemas';
import { DB_NAME, closeDb, openDb } from './db';

export type { BackupFile } from '../../core/schemas';

export async function exportAllData(): Promise<BackupFile> {
  const db = await openDb();
  const read = async (table: string): Promise<unknown[]> => (db ? db.table(table).toArray() : []);
  const [sessions, messages, masks, prompts, plugins, sdImages, settings, tombstones] = await Promise.all([
    read('sessions'),
    read('messages'),
    read('masks'),
    read('prompts'),
    read('plugins'),
    read('sdImages'),
    read('settings'),
    read('tombstones'),
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
    settings,
    tombstones,
  };
}

/** Deletes the whole database and localStorage. The caller reloads the page afterwards; the
 * in-memory stores are not touched, so a crashed app can call this too. */
export async function clearAllData(): Promise<void> {
  closeDb();
  await Dexie.delete(DB_NAME);
  try {
    localStorage.clear();
  } catch (error) {
    console.warn('Could not clear localStorage', error);
  }
}
