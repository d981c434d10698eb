import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BackupFile } from '../schemas';
import type { Tombstone } from '../types';
import { createLogicalClock, type LogicalClock } from './clock';
import { latestClock, mergeStates, pruneTombstones } from './merge';
import { emptyState } from './sync-file';
import { RECORD_KINDS, RECORD_TABLES, TOMBSTONE_KEEP_MS, type RecordTable } from './tables';

const TABLES: RecordTable[] = ['sessions', 'messages', 'masks', 'prompts'];
const IDS = ['a', 'b', 'c', 'd'];

type Op =
  | { type: 'edit'; device: number; table: RecordTable; id: string; text: string; wait: number }
  | { type: 'delete'; device: number; table: RecordTable; id: string; wait: number }
  | { type: 'sync'; device: number; wait: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('edit' as const),
    device: fc.integer({ min: 0, max: 2 }),
    table: fc.constantFrom(...TABLES),
    id: fc.constantFrom(...IDS),
    text: fc.string({ maxLength: 4 }),
    wait: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({
    type: fc.constant('delete' as const),
    device: fc.integer({ min: 0, max: 2 }),
    table: fc.constantFrom(...TABLES),
    id: fc.constantFrom(...IDS),
    wait: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({ type: fc.constant('sync' as const), device: fc.integer({ min: 0, max: 2 }), wait: fc.integer({ min: 0, max: 3 }) }),
);

interface Device {
  state: BackupFile;
  clock: LogicalClock;
}

/** What happened to a record, with the clock it happened at. */
interface Event {
  key: string;
  clock: number;
  deleted: boolean;
  text?: string;
  /** The row as written: two edits with one clock are decided by it, as the merge does. */
  json?: string;
}

function upsert(state: BackupFile, table: RecordTable, row: { id: string; updatedAt: number; text: string }): BackupFile {
  const kind = RECORD_KINDS[table];
  return {
    ...state,
    [table]: [...state[table].filter((r) => (r as { id: string }).id !== row.id), row],
    tombstones: state.tombstones.filter((t) => !((t as Tombstone).kind === kind && (t as Tombstone).id === row.id)),
  };
}

function remove(state: BackupFile, table: RecordTable, id: string, deletedAt: number): BackupFile {
  const kind = RECORD_KINDS[table];
  return {
    ...state,
    [table]: state[table].filter((r) => (r as { id: string }).id !== id),
    tombstones: [...state.tombstones.filter((t) => !((t as Tombstone).kind === kind && (t as Tombstone).id === id)), { kind, id, deletedAt }],
  };
}

function clockHeld(state: BackupFile, table: RecordTable, id: string): number {
  const row = (state[table] as { id: string; updatedAt: number }[]).find((r) => r.id === id);
  const tombstone = (state.tombstones as Tombstone[]).find((t) => t.kind === RECORD_KINDS[table] && t.id === id);
  return Math.max(row?.updatedAt ?? 0, tombstone?.deletedAt ?? 0);
}

/** Runs the operations on three devices whose wall clocks are skewed (one is 5 s behind, one
 * 3 s ahead), then lets every device sync twice in turn. */
function simulate(ops: Op[]) {
  let wall = 1_000_000;
  const skews = [0, -5_000, 3_000];
  const devices: Device[] = skews.map((skew) => ({ state: emptyState(0), clock: createLogicalClock(() => wall + skew) }));
  let remote = emptyState(0);
  const events: Event[] = [];
  const sync = (device: Device) => {
    const merged = mergeStates(device.state, remote);
    device.clock.observe(latestClock(merged));
    device.state = merged;
    remote = merged;
  };
  for (const op of ops) {
    wall += op.wait;
    const device = devices[op.device]!;
    if (op.type === 'sync') {
      sync(device);
    } else if (op.type === 'edit') {
      const row = { id: op.id, updatedAt: device.clock.tick(), text: op.text };
      // An edit made to what a device holds comes after it, whatever the device's wall clock.
      expect(row.updatedAt).toBeGreaterThan(clockHeld(device.state, op.table, op.id));
      device.state = upsert(device.state, op.table, row);
      events.push({ key: `${op.table}/${op.id}`, clock: row.updatedAt, deleted: false, text: op.text, json: JSON.stringify(row) });
    } else {
      const clock = device.clock.tick();
      device.state = remove(device.state, op.table, op.id, clock);
      events.push({ key: `${op.table}/${op.id}`, clock, deleted: true });
    }
  }
  for (let round = 0; round < 2; round++) for (const device of devices) sync(device);
  return { devices, remote, events };
}

function visible(state: BackupFile): Map<string, string> {
  const out = new Map<string, string>();
  for (const table of RECORD_TABLES) {
    for (const row of state[table] as { id: string; text: string }[]) out.set(`${table}/${row.id}`, row.text);
  }
  return out;
}

const stateArb: fc.Arbitrary<BackupFile> = fc.array(opArb, { maxLength: 20 }).map((ops) => simulate(ops).devices[0]!.state);

describe('mergeStates', () => {
  it('is commutative, associative and idempotent on the records it keeps', () => {
    const independentArb = fc.array(
      fc.record({ table: fc.constantFrom(...TABLES), id: fc.constantFrom(...IDS), clock: fc.integer({ min: 1, max: 6 }), deleted: fc.boolean(), text: fc.string({ maxLength: 2 }) }),
      { maxLength: 12 },
    ).map((entries) =>
      entries.reduce(
        (state, e) => (e.deleted ? remove(state, e.table, e.id, e.clock) : upsert(state, e.table, { id: e.id, updatedAt: e.clock, text: e.text })),
        emptyState(0),
      ),
    );
    fc.assert(
      fc.property(independentArb, independentArb, independentArb, (a, b, c) => {
        expect(mergeStates(a, b)).toEqual(mergeStates(b, a));
        expect(mergeStates(mergeStates(a, b), c)).toEqual(mergeStates(a, mergeStates(b, c)));
        const ab = mergeStates(a, b);
        expect(mergeStates(ab, ab)).toEqual(ab);
        expect(mergeStates(ab, a)).toEqual(ab);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves three devices that edit, delete and sync in any order with identical copies, no deleted record back and no edit lost', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        const { devices, remote, events } = simulate(ops);
        for (const device of devices) expect(device.state).toEqual(remote);
        // Each record ends as its last event by clock: the last edit's text, or gone when the
        // last thing that happened to it was a deletion.
        const last = new Map<string, Event>();
        for (const event of events) {
          const seen = last.get(event.key);
          const later =
            !seen ||
            event.clock > seen.clock ||
            (event.clock === seen.clock && (event.deleted || (!seen.deleted && event.json! > seen.json!)));
          if (later) last.set(event.key, event);
        }
        const final = visible(remote);
        for (const [key, event] of last) {
          if (event.deleted) expect(final.has(key)).toBe(false);
          else expect(final.get(key)).toBe(event.text);
        }
        expect([...final.keys()].every((key) => last.has(key))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('lets an edit made after a sync win over what the sync brought, even on a device whose clock is behind', () => {
    let wall = 10_000;
    const ahead = createLogicalClock(() => wall + 60_000);
    const behind = createLogicalClock(() => wall);
    const fromAhead = upsert(emptyState(0), 'masks', { id: 'm', updatedAt: ahead.tick(), text: 'first' });
    let local = mergeStates(emptyState(0), fromAhead);
    behind.observe(latestClock(local));
    wall += 1;
    local = upsert(local, 'masks', { id: 'm', updatedAt: behind.tick(), text: 'second' });
    expect(visible(mergeStates(fromAhead, local)).get('masks/m')).toBe('second');
  });

  it('lets a deletion win over an edit with the same clock', () => {
    const edited = upsert(emptyState(0), 'masks', { id: 'm', updatedAt: 7, text: 'x' });
    const deleted = remove(emptyState(0), 'masks', 'm', 7);
    for (const merged of [mergeStates(edited, deleted), mergeStates(deleted, edited)]) {
      expect(merged.masks).toEqual([]);
      expect(merged.tombstones).toEqual([{ kind: 'mask', id: 'm', deletedAt: 7 }]);
    }
  });

  it('keeps rows of a newer version whole and drops rows without an id', () => {
    const a = { ...emptyState(0), prompts: [{ id: 'p', updatedAt: 5, title: 'T', futureField: { x: 1 } }, { title: 'no id' }] };
    expect(mergeStates(a, emptyState(0)).prompts).toEqual([{ id: 'p', updatedAt: 5, title: 'T', futureField: { x: 1 } }]);
  });

  it('merges settings groups by their update time and images by id', () => {
    const a = { ...emptyState(0), settings: [{ name: 'config', updatedAt: 2, data: 'new' }], images: [{ id: 'i1', dataUrl: 'x' }] };
    const b = { ...emptyState(0), settings: [{ name: 'config', updatedAt: 1, data: 'old' }, { name: 'mask', updatedAt: 1, data: {} }], images: [{ id: 'i2', dataUrl: 'y' }] };
    const merged = mergeStates(b, a);
    expect(merged.settings).toEqual([{ name: 'config', updatedAt: 2, data: 'new' }, { name: 'mask', updatedAt: 1, data: {} }]);
    expect(merged.images).toEqual([{ id: 'i1', dataUrl: 'x' }, { id: 'i2', dataUrl: 'y' }]);
  });
});

describe('pruneTombstones', () => {
  it('forgets deletions older than the keeping time only', () => {
    const now = TOMBSTONE_KEEP_MS * 2;
    const state = remove(remove(emptyState(0), 'masks', 'old', now - TOMBSTONE_KEEP_MS - 1), 'masks', 'recent', now - 1);
    expect(pruneTombstones(state, now).tombstones).toEqual([{ kind: 'mask', id: 'recent', deletedAt: now - 1 }]);
  });
});

describe('the random states used above', () => {
  it('are non-trivial', () => {
    const sizes = fc.sample(stateArb, 50).map((s) => visible(s).size + s.tombstones.length);
    expect(Math.max(...sizes)).toBeGreaterThan(2);
  });
});
