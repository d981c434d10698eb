// The lossless merge of two copies of the state. Every record merges on its own, by table and id:
// of the record's versions and deletions on both sides, the one with the greatest clock (the
// record's updatedAt, a tombstone's deletedAt; see clock.ts) wins; a deletion wins a tie with an
// edit, and two different edits with the same clock are decided by their text, so every device
// decides alike. Taking a maximum makes the merge commutative, associative and idempotent: copies
// that have seen the same edits are identical whatever order they synced in.

import type { BackupFile } from '../schemas';
import type { Tombstone } from '../types';
import { mergeDocuments } from './documents';
import { RECORD_KINDS, RECORD_TABLES, TOMBSTONE_KEEP_MS, type RecordTable } from './tables';

type Row = Record<string, unknown>;

interface Candidate {
  /** The record's kind and id, which orders the output. */
  key: string;
  clock: number;
  deleted: boolean;
  row?: Row;
  tombstone?: Tombstone;
}

/** The text that decides between two versions with one clock; only such ties need it. */
const textOf = (candidate: Candidate) => JSON.stringify(candidate.row ?? candidate.tombstone);

export function isSyncedRow(value: unknown): value is Row & { id: string; updatedAt: number } {
  if (typeof value !== 'object' || value === null) return false;
  const { id, updatedAt } = value as Row;
  return typeof id === 'string' && id !== '' && typeof updatedAt === 'number' && Number.isFinite(updatedAt);
}

function isTombstone(value: unknown): value is Tombstone {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, id, deletedAt } = value as Row;
  return typeof kind === 'string' && typeof id === 'string' && typeof deletedAt === 'number';
}

function isSettingsRow(value: unknown): value is Row & { name: string; updatedAt: number } {
  if (typeof value !== 'object' || value === null) return false;
  const { name, updatedAt } = value as Row;
  return typeof name === 'string' && typeof updatedAt === 'number';
}

function wins(a: Candidate, b: Candidate): boolean {
  if (a.clock !== b.clock) return a.clock > b.clock;
  if (a.deleted !== b.deleted) return a.deleted;
  if (a.row === b.row && a.tombstone === b.tombstone) return false;
  return textOf(a) > textOf(b);
}

function better(current: Candidate | undefined, next: Candidate): Candidate {
  return !current || wins(next, current) ? next : current;
}

const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const key = (kind: string, id: string) => `${kind}\u0000${id}`;

/** Merges the records and deletions of both copies; `a` supplies the envelope fields. */
export function mergeStates(a: BackupFile, b: BackupFile): BackupFile {
  const winners = new Map<string, Candidate>();
  const offer = (kind: string, id: string, candidate: Candidate) => {
    const k = key(kind, id);
    winners.set(k, better(winners.get(k), candidate));
  };
  for (const side of [a, b]) {
    for (const table of RECORD_TABLES) {
      for (const row of side[table]) {
        if (!isSyncedRow(row)) continue;
        const kind = RECORD_KINDS[table];
        offer(kind, row.id, { key: key(kind, row.id), clock: row.updatedAt, deleted: false, row });
      }
    }
    for (const tombstone of side.tombstones) {
      if (!isTombstone(tombstone)) continue;
      offer(tombstone.kind, tombstone.id, { key: key(tombstone.kind, tombstone.id), clock: tombstone.deletedAt, deleted: true, tombstone });
    }
  }

  const tables = Object.fromEntries(RECORD_TABLES.map((table) => [table, [] as Candidate[]])) as Record<
    RecordTable,
    Candidate[]
  >;
  const tableOfKind = new Map<string, RecordTable>(RECORD_TABLES.map((table) => [RECORD_KINDS[table], table]));
  const tombstones: Candidate[] = [];
  for (const [k, candidate] of winners) {
    if (candidate.deleted) {
      tombstones.push(candidate);
      continue;
    }
    const table = tableOfKind.get(k.slice(0, k.indexOf('\u0000')));
    if (table) tables[table].push(candidate);
  }

  const records = Object.fromEntries(RECORD_TABLES.map((table) => [table, tables[table].sort(byKey).map((c) => c.row)])) as Pick<BackupFile, RecordTable>;
  return {
    ...a,
    ...records,
    tombstones: tombstones.sort(byKey).map((c) => c.tombstone),
    settings: mergeByKey([...a.settings, ...b.settings], (row) => (isSettingsRow(row) ? row.name : null)),
    ...mergeImages(a, b),
    ...mergeDocuments(records, a, b),
  };
}

/** Settings groups: the later update time wins, the text breaks a tie. Rows without a key are
 * dropped; a row without an update time counts as the oldest. */
function mergeByKey(rows: readonly unknown[], keyOf: (row: unknown) => string | null): unknown[] {
  const chosen = new Map<string, Candidate>();
  for (const row of rows) {
    const k = keyOf(row);
    if (k === null) continue;
    const updatedAt = (row as { updatedAt?: unknown }).updatedAt;
    const clock = typeof updatedAt === 'number' ? updatedAt : 0;
    chosen.set(k, better(chosen.get(k), { key: k, clock, deleted: false, row: row as Row }));
  }
  return [...chosen.values()].sort(byKey).map((c) => c.row);
}

/** Images never change once stored, so the union by id is enough. */
function mergeImages(a: BackupFile, b: BackupFile): Pick<BackupFile, 'images'> {
  if (!a.images && !b.images) return {};
  const images = mergeByKey([...(a.images ?? []), ...(b.images ?? [])], (row) => {
    const id = (row as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id : null;
  });
  return { images };
}

/** Forgets deletions older than TOMBSTONE_KEEP_MS before `now`. */
export function pruneTombstones(state: BackupFile, now: number): BackupFile {
  const oldest = now - TOMBSTONE_KEEP_MS;
  return { ...state, tombstones: state.tombstones.filter((t) => isTombstone(t) && t.deletedAt >= oldest) };
}

/** The greatest clock in a state: a device that received it moves its own clock past it. */
export function latestClock(state: BackupFile): number {
  let latest = 0;
  for (const table of RECORD_TABLES) {
    for (const row of state[table]) if (isSyncedRow(row)) latest = Math.max(latest, row.updatedAt);
  }
  for (const t of state.tombstones) if (isTombstone(t)) latest = Math.max(latest, t.deletedAt);
  return latest;
}
