// The merge on chats that are trees: devices that each add versions (retry, an edited question)
// and switch between versions while apart end, after syncing, with every branch and the same path,
// the one of the latest choice; nothing deleted comes back.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visiblePath } from '../chat/tree';
import type { BackupFile, StoredMessage } from '../schemas';
import type { Tombstone } from '../types';
import { createLogicalClock, type LogicalClock } from './clock';
import { latestClock, mergeStates } from './merge';
import { emptyState } from './sync-file';

type Op =
  /** A new version beside message `of` (a retry, an edited question), shown at once. */
  | { type: 'version'; device: number; of: number; wait: number }
  /** A new message at the end of the path on screen. */
  | { type: 'append'; device: number; wait: number }
  /** Shows message `which` (the version switch). */
  | { type: 'choose'; device: number; which: number; wait: number }
  | { type: 'delete'; device: number; which: number; wait: number }
  | { type: 'sync'; device: number; wait: number };

const device = fc.integer({ min: 0, max: 1 });
const wait = fc.integer({ min: 0, max: 3 });
const pick = fc.nat();
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant('version' as const), device, of: pick, wait }),
  fc.record({ type: fc.constant('append' as const), device, wait }),
  fc.record({ type: fc.constant('choose' as const), device, which: pick, wait }),
  fc.record({ type: fc.constant('delete' as const), device, which: pick, wait }),
  fc.record({ type: fc.constant('sync' as const), device, wait }),
);

interface Device {
  state: BackupFile;
  clock: LogicalClock;
  seq: number;
}

const SESSION = 's';
const messagesOf = (state: BackupFile) =>
  (state.messages as StoredMessage[]).filter((m) => m.sessionId === SESSION).sort((a, b) => a.seq - b.seq || (a.id < b.id ? -1 : 1));

function put(state: BackupFile, row: StoredMessage): BackupFile {
  return {
    ...state,
    messages: [...(state.messages as StoredMessage[]).filter((m) => m.id !== row.id), row],
    tombstones: (state.tombstones as Tombstone[]).filter((t) => !(t.kind === 'message' && t.id === row.id)),
  };
}

/** Two devices start from one synced question and answer, their wall clocks 4 s apart. */
function simulate(ops: Op[]) {
  let wall = 1_000_000;
  const start: BackupFile = {
    ...emptyState(0),
    messages: [
      { id: 'q', date: 1, role: 'user', content: 'q', parentId: null, sessionId: SESSION, seq: 0, updatedAt: 1 },
      { id: 'a', date: 2, role: 'assistant', content: 'a', parentId: 'q', sessionId: SESSION, seq: 1, updatedAt: 2 },
    ],
  };
  const devices: Device[] = [0, -4_000].map((skew) => ({ state: start, clock: createLogicalClock(() => wall + skew), seq: 2 }));
  let remote = start;
  let made = 0;
  const created = new Set(['q', 'a']);
  /** Each message's last event by clock: a record is gone exactly when that was its deletion. */
  const lastEvent = new Map<string, { at: number; deleted: boolean }>();
  const note = (id: string, at: number, deleted: boolean) => {
    const seen = lastEvent.get(id);
    if (!seen || at > seen.at || (at === seen.at && deleted)) lastEvent.set(id, { at, deleted });
  };
  /** The latest choice made anywhere, by clock: the path must go through it unless it was deleted.
   * Two devices may stamp two choices with the same clock value; the tree then breaks the tie its
   * own way (the same on both devices), so no single choice is the latest. */
  let latestChoice: { id: string; at: number; tied?: boolean } | undefined;
  const chosen = (id: string, at: number) => {
    if (!latestChoice || at > latestChoice.at) latestChoice = { id, at };
    else if (at === latestChoice.at && id !== latestChoice.id) latestChoice = { ...latestChoice, tied: true };
  };
  const sync = (d: Device) => {
    const merged = mergeStates(d.state, remote);
    d.clock.observe(latestClock(merged));
    d.seq = Math.max(d.seq, ...messagesOf(merged).map((m) => m.seq + 1));
    d.state = merged;
    remote = merged;
  };
  const newMessage = (d: Device, parentId: string | null): StoredMessage => {
    const now = d.clock.tick();
    const id = `m${made++}`;
    created.add(id);
    chosen(id, now);
    note(id, now, false);
    return { id, date: now, role: 'assistant', content: id, parentId, chosenAt: now, sessionId: SESSION, seq: d.seq++, updatedAt: now };
  };
  for (const op of ops) {
    wall += op.wait;
    const d = devices[op.device]!;
    const held = messagesOf(d.state);
    if (op.type === 'sync') sync(d);
    else if (op.type === 'append') d.state = put(d.state, newMessage(d, visiblePath(held).at(-1)?.id ?? null));
    else if (held.length > 0) {
      const target = held[(op.type === 'version' ? op.of : op.which) % held.length]!;
      if (op.type === 'version') d.state = put(d.state, newMessage(d, target.parentId ?? null));
      else if (op.type === 'choose') {
        const now = d.clock.tick();
        d.state = put(d.state, { ...target, chosenAt: now, updatedAt: now });
        chosen(target.id, now);
        note(target.id, now, false);
      } else {
        const now = d.clock.tick();
        note(target.id, now, true);
        d.state = {
          ...d.state,
          messages: (d.state.messages as StoredMessage[]).filter((m) => m.id !== target.id),
          tombstones: [...(d.state.tombstones as Tombstone[]), { kind: 'message', id: target.id, deletedAt: now }],
        };
      }
    }
  }
  for (let round = 0; round < 2; round++) for (const d of devices) sync(d);
  const deleted = new Set([...lastEvent].filter(([, event]) => event.deleted).map(([id]) => id));
  return { devices, created, deleted, latestChoice };
}

describe('the merge of chats that are trees', () => {
  it('two devices that branch apart end with every branch, the same path, the latest choice on it, and nothing deleted back', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const { devices, created, deleted, latestChoice } = simulate(ops);
        const [one, two] = devices.map((d) => messagesOf(d.state));
        expect(one).toEqual(two);
        const ids = new Set(one!.map((m) => m.id));
        for (const id of created) expect(ids.has(id)).toBe(!deleted.has(id));
        const path = visiblePath(one!).map((m) => m.id);
        expect(visiblePath(two!).map((m) => m.id)).toEqual(path);
        // The message chosen last is on the path, unless it or one of its ancestors is gone
        // (then its branch hangs elsewhere), or a later version was chosen beside an ancestor.
        if (latestChoice && !latestChoice.tied && !deleted.has(latestChoice.id)) {
          const byId = new Map(one!.map((m) => [m.id, m]));
          const intact = (id: string | null | undefined): boolean =>
            id === null || id === undefined ? true : byId.has(id) && intact(byId.get(id)?.parentId);
          if (intact(latestChoice.id)) expect(path).toContain(latestChoice.id);
        }
      }),
      { numRuns: 300 },
    );
  });
});
