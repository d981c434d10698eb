// The writes that turn one state into another, so that applying a merge touches only the records
// it changed, and so that a sync can be undone.

import type { BackupFile } from '../schemas';
import type { Tombstone } from '../types';
import { isSyncedRow } from './merge';
import { RECORD_KINDS, RECORD_TABLES, type RecordTable } from './tables';

type Row = Record<string, unknown>;

export interface StateDiff {
  put: Record<RecordTable, Row[]>;
  remove: Record<RecordTable, string[]>;
  putTombstones: Tombstone[];
  removeTombstones: Tombstone[];
  putSettings: Row[];
  putImages: Row[];
  /** Knowledge files' text to store and index (documents.ts); never removed by a diff: a file's
   * text goes with its file. */
  putDocuments: Row[];
}

function byKey<T>(rows: readonly unknown[], keyOf: (row: T) => string | undefined): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row as T);
    if (key !== undefined) map.set(key, row as T);
  }
  return map;
}

const idOf = (row: Row) => (typeof row?.id === 'string' ? row.id : undefined);
const fileIdOf = (row: Row) => (typeof row?.fileId === 'string' ? row.fileId : undefined);
const nameOf = (row: Row) => (typeof row?.name === 'string' ? row.name : undefined);
const tombstoneKey = (t: Tombstone) => (t && typeof t.id === 'string' ? `${t.kind}\u0000${t.id}` : undefined);
/** The merge hands back the very object it kept, so most records are compared by reference; a
 * different update time is a change without looking further. */
const same = (a: unknown, b: unknown) => {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  const timeA = (a as { updatedAt?: unknown }).updatedAt;
  if (timeA !== undefined && timeA !== (b as { updatedAt?: unknown }).updatedAt) return false;
  return JSON.stringify(a) === JSON.stringify(b);
};

/** Records of `to` that `from` lacks or holds differently are put; records of `from` missing
 * from `to` are removed. Settings and images are only ever put: a group or an image missing from
 * `to` was not shared, not deleted. */
export function diffStates(from: BackupFile, to: BackupFile): StateDiff {
  const put = {} as StateDiff['put'];
  const remove = {} as StateDiff['remove'];
  for (const table of RECORD_TABLES) {
    const before = byKey<Row>(from[table], idOf);
    const after = byKey<Row>(to[table].filter(isSyncedRow), idOf);
    put[table] = [...after].filter(([id, row]) => !same(before.get(id), row)).map(([, row]) => row);
    remove[table] = [...before.keys()].filter((id) => !after.has(id));
  }
  const tombstonesBefore = byKey<Tombstone>(from.tombstones, tombstoneKey);
  const tombstonesAfter = byKey<Tombstone>(to.tombstones, tombstoneKey);
  const settingsBefore = byKey<Row>(from.settings, nameOf);
  const imagesBefore = byKey<Row>(from.images ?? [], idOf);
  const documentsBefore = byKey<Row>(from.documents ?? [], fileIdOf);
  return {
    put,
    remove,
    putTombstones: [...tombstonesAfter].filter(([k, t]) => !same(tombstonesBefore.get(k), t)).map(([, t]) => t),
    removeTombstones: [...tombstonesBefore].filter(([k]) => !tombstonesAfter.has(k)).map(([, t]) => t),
    putSettings: to.settings.filter((row) => !same(settingsBefore.get(nameOf(row as Row) ?? ''), row)) as Row[],
    putImages: (to.images ?? []).filter((row) => !imagesBefore.has(idOf(row as Row) ?? '')) as Row[],
    putDocuments: (to.documents ?? []).filter((row) => !documentsBefore.has(fileIdOf(row as Row) ?? '')) as Row[],
  };
}

/** Whether applying the diff changes or removes something that was there (a snapshot is kept
 * first, so the sync can be undone). */
export function changesExisting(from: BackupFile, diff: StateDiff): boolean {
  if (RECORD_TABLES.some((table) => diff.remove[table].length > 0)) return true;
  const settings = new Set(from.settings.map((row) => nameOf(row as Row)));
  if (diff.putSettings.some((row) => settings.has(nameOf(row)))) return true;
  return RECORD_TABLES.some((table) => {
    const ids = new Set(from[table].map((row) => idOf(row as Row)));
    return diff.put[table].some((row) => ids.has(idOf(row)));
  });
}

export function isEmptyDiff(diff: StateDiff): boolean {
  return (
    RECORD_TABLES.every((table) => diff.put[table].length === 0 && diff.remove[table].length === 0) &&
    diff.putTombstones.length === 0 &&
    diff.removeTombstones.length === 0 &&
    diff.putSettings.length === 0 &&
    diff.putImages.length === 0 &&
    diff.putDocuments.length === 0
  );
}

/** The edits that bring `current` back to `snapshot` as new edits stamped by `stamp`, so that the
 * undo also wins on the devices that already have what the sync brought. */
export function revertTo(snapshot: BackupFile, current: BackupFile, stamp: () => number): StateDiff {
  const diff = diffStates(current, snapshot);
  const tombstones: Tombstone[] = [];
  for (const table of RECORD_TABLES) {
    diff.put[table] = diff.put[table].map((row) => ({ ...row, updatedAt: stamp() }));
    for (const id of diff.remove[table]) tombstones.push({ kind: RECORD_KINDS[table], id, deletedAt: stamp() });
  }
  return {
    ...diff,
    putTombstones: tombstones,
    // Deletions the sync brought are lifted by the records put back above.
    removeTombstones: diff.removeTombstones,
    putSettings: diff.putSettings.map((row) => ({ ...row, updatedAt: stamp() })),
    putImages: [],
  };
}
