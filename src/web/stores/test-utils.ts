// Test helper: a clean database and clean stores before each test, and a "reload" that keeps the
// database but forgets everything in memory.

import { deleteDB } from 'idb';
import { DB_NAME, closeDb, type TableName } from './db';
import { unloadStores } from './hydrate';
import { flushWrites } from './persistence';
import { useStorageStatus } from './storage-status';

/** Waits for pending writes, closes and deletes the database, and empties every store. */
export async function resetStoresForTests(): Promise<void> {
  await flushWrites();
  closeDb();
  await deleteDB(DB_NAME);
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

/** Calls `listener` on every put or add into the named object store, whichever code path makes
 * it; the returned function stops listening. */
export function onWrite(store: TableName, listener: () => void): () => void {
  const proto = IDBObjectStore.prototype;
  const { put, add } = proto;
  proto.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    if (this.name === store) listener();
    return put.apply(this, args);
  };
  proto.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
    if (this.name === store) listener();
    return add.apply(this, args);
  };
  return () => {
    proto.put = put;
    proto.add = add;
  };
}
