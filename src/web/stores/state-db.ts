// The whole local state as one value, for sync and backups, and the way a merged state is written
// back: only the records that changed, in one transaction. Database access only (no stores), so
// the sync worker can use it.

import { backupFileSchema, type BackupFile } from '../../core/schemas';
import type { StateDiff } from '../../core/sync/diff';
import { isKnowledgeTable, RECORD_TABLES } from '../../core/sync/tables';
import { exportAllData, SNAPSHOT_ROW, SNAPSHOT_TIME_ROW } from './backup';
import { activeDb, writeTx, type WriteTx } from './db';

export async function readLocalState(): Promise<BackupFile> {
  return exportAllData({ images: true });
}

type AnyStore = {
  get: (key: unknown) => Promise<unknown>;
  put: (value: unknown) => Promise<unknown>;
  delete: (key: unknown) => Promise<unknown>;
};
const storeOf = (tx: WriteTx, name: Parameters<WriteTx['objectStore']>[0]) => tx.objectStore(name) as unknown as AnyStore;
const timeOf = (row: unknown) => (row as { updatedAt?: number } | undefined)?.updatedAt ?? 0;

/** The tables this database holds; knowledge bases and files are the documents' database's. */
const CHAT_TABLES = RECORD_TABLES.filter((table) => !isKnowledgeTable(table));

/** Writes the diff in one transaction: all of it or, when it fails, none of it. `read` is the
 * state the diff was computed from: a record edited here since then (a newer update time) is
 * left alone, so an edit made while a sync ran is never overwritten; it goes out next time. */
export async function writeStateDiff(diff: StateDiff, read: BackupFile): Promise<void> {
  const db = await activeDb();
  if (!db) throw new Error('Storage is unavailable');
  await writeTx(db, [...CHAT_TABLES, 'tombstones', 'settings', 'images'], async (tx) => {
    const writes: Promise<unknown>[] = [];
    for (const table of CHAT_TABLES) {
      const store = storeOf(tx, table);
      const readTimes = new Map((read[table] as { id: string }[]).map((row) => [row.id, timeOf(row)]));
      const unchanged = async (id: string) => timeOf(await store.get(id)) <= (readTimes.get(id) ?? 0);
      for (const id of diff.remove[table]) {
        writes.push(unchanged(id).then((ok) => (ok ? store.delete(id) : undefined)));
      }
      for (const row of diff.put[table]) {
        const id = (row as { id: string }).id;
        writes.push(unchanged(id).then((ok) => (ok ? store.put(row) : undefined)));
      }
    }
    const tombstones = storeOf(tx, 'tombstones');
    for (const t of diff.removeTombstones) writes.push(tombstones.delete([t.kind, t.id]));
    for (const t of diff.putTombstones) writes.push(tombstones.put(t));
    for (const row of diff.putSettings) writes.push(storeOf(tx, 'settings').put(row));
    for (const row of diff.putImages) writes.push(storeOf(tx, 'images').put(row));
    await Promise.all(writes);
  });
}

export async function saveSnapshot(state: BackupFile, at: number): Promise<void> {
  const db = await activeDb();
  if (!db) return;
  const tx = db.transaction('settings', 'readwrite');
  await Promise.all([
    tx.store.put({ name: SNAPSHOT_ROW, version: state.version, updatedAt: at, data: state }),
    tx.store.put({ name: SNAPSHOT_TIME_ROW, version: state.version, updatedAt: at, data: at }),
    tx.done,
  ]);
}

/** When the snapshot was taken, or null when there is none. */
export async function snapshotTime(): Promise<number | null> {
  const db = await activeDb();
  const row = db ? await db.get('settings', SNAPSHOT_TIME_ROW) : undefined;
  return row ? row.updatedAt : null;
}

/** The snapshot, or null when there is none or it is not a whole backup (then there is nothing
 * to go back to, as when there is none). */
export async function readSnapshot(): Promise<{ state: BackupFile; at: number } | null> {
  const db = await activeDb();
  const row = db ? await db.get('settings', SNAPSHOT_ROW) : undefined;
  const state = row ? backupFileSchema.safeParse(row.data) : undefined;
  return row && state?.success ? { state: state.data, at: row.updatedAt } : null;
}

export async function dropSnapshot(): Promise<void> {
  const db = await activeDb();
  if (!db) return;
  const tx = db.transaction('settings', 'readwrite');
  await Promise.all([tx.store.delete(SNAPSHOT_ROW), tx.store.delete(SNAPSHOT_TIME_ROW), tx.done]);
}
