// Test helper: a clean database and clean stores before each test, and a "reload" that keeps the
// database but forgets everything in memory.

import Dexie from 'dexie';
import { DB_NAME, closeDb, setDbOptions } from './db';
import { unloadStores } from './hydrate';
import { flushWrites } from './persistence';
import { useStorageStatus } from './storage-status';

/** Waits for pending writes, closes and deletes the database, and empties every store. */
export async function resetStoresForTests(): Promise<void> {
  await flushWrites();
  setDbOptions(undefined);
  closeDb();
  await Dexie.delete(DB_NAME);
  unloadStores();
  useStorageStatus.getState().reset();
}

/** Like a page reload: writes finish, the connection closes, memory is forgotten, data stays. */
export async function simulateReload(): Promise<void> {
  await flushWrites();
  closeDb();
  unloadStores();
  useStorageStatus.getState().reset();
}
