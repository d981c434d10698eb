// The only way stores write to IndexedDB. It refuses writes before a store has hydrated (a write
// then would overwrite stored data with defaults), keeps the in-memory state when a write fails,
// and lets tests and the unload handler wait until everything is on disk.

import type { StoreName } from '../../core/constants/settings';
import type { SettingsRecord } from '../../core/schemas';
import { activeDb, type PolychatDb, type WriteTx } from './db';
import { useStorageStatus } from './storage-status';
import { announceChange, type TabChange } from './tab-channel';

const pending = new Set<Promise<void>>();

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** Runs one write for a store. Resolves (never rejects) once it has been applied or has failed.
 * `chats` says which chats' messages a chat write changes (see TabChange). */
export function persist(
  store: StoreName,
  hydrated: boolean,
  op: (db: PolychatDb) => Promise<unknown>,
  chats?: TabChange['chats'],
): Promise<void> {
  if (!hydrated) {
    if (import.meta.env.DEV) console.warn(`[${store} store] write refused: the store has not hydrated yet`);
    return Promise.resolve();
  }
  const db = activeDb();
  if (!db) return Promise.resolve();
  // Async, so that an op throwing synchronously is reported like a failed write.
  const run = async (target: PolychatDb | null) => (target ? op(target) : undefined);
  const applied = db instanceof Promise ? db.then(run) : run(db);
  const write: Promise<void> = applied.then(
    () => announceChange({ stores: [store], ...(chats ? { chats } : {}) }),
    (error: unknown) => {
      console.error(`[${store} store] write failed; the change is kept in memory only`, error);
      useStorageStatus.getState().setWriteError(describe(error));
    },
  );
  const tracked = write.finally(() => pending.delete(tracked));
  pending.add(tracked);
  return tracked;
}

/** Resolves when every write started so far (and any they started) has settled. */
export async function flushWrites(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/** The helpers below write within a transaction whose scope includes their store. */
export function putSettings(tx: WriteTx, name: StoreName, version: number, data: unknown, updatedAt: number) {
  const record: SettingsRecord = { name, version, updatedAt, data };
  return tx.objectStore('settings').put(record);
}

export function putTombstones(tx: WriteTx, kind: string, ids: readonly string[], deletedAt: number) {
  const store = tx.objectStore('tombstones');
  return Promise.all(ids.map((id) => store.put({ kind, id, deletedAt })));
}

export function removeTombstones(tx: WriteTx, kind: string, ids: readonly string[]) {
  const store = tx.objectStore('tombstones');
  return Promise.all(ids.map((id) => store.delete([kind, id])));
}
