// The only way stores write to IndexedDB. It refuses writes before a store has hydrated (a write
// then would overwrite stored data with defaults), keeps the in-memory state when a write fails,
// and lets tests and the unload handler wait until everything is on disk.

import type { StoreName } from '../../core/constants';
import type { SettingsRecord } from '../../core/schemas';
import { getDb, type PolychatDb } from './db';
import { useStorageStatus } from './storage-status';

const pending = new Set<Promise<void>>();

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** Runs one write for a store. Resolves (never rejects) once it has been applied or has failed. */
export function persist(store: StoreName, hydrated: boolean, op: (db: PolychatDb) => Promise<unknown>): Promise<void> {
  if (!hydrated) {
    if (import.meta.env.DEV) console.warn(`[${store} store] write refused: the store has not hydrated yet`);
    return Promise.resolve();
  }
  const db = getDb();
  if (!db) return Promise.resolve();
  const write: Promise<void> = op(db).then(
    () => undefined,
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

export function putSettings(db: PolychatDb, name: StoreName, version: number, data: unknown, updatedAt: number) {
  const record: SettingsRecord = { name, version, updatedAt, data };
  return db.settings.put(record);
}

export function putTombstones(db: PolychatDb, kind: string, ids: readonly string[], deletedAt: number) {
  return db.tombstones.bulkPut(ids.map((id) => ({ kind, id, deletedAt })));
}

export function removeTombstones(db: PolychatDb, kind: string, ids: readonly string[]) {
  return db.tombstones.bulkDelete(ids.map((id): [string, string] => [kind, id]));
}
