// The clock that orders edits across devices: a hybrid logical clock packed into one epoch-ms
// number. It follows wall time while the wall moves forward, never repeats or goes back (two
// edits in one millisecond get consecutive values), and after a sync it jumps past every clock it
// has seen, so an edit made after receiving a change always wins over that change even when this
// device's wall clock is behind. Records keep using their `updatedAt` field for it, so dates
// shown to people stay meaningful and stored records need no migration.

/** A remote clock further ahead of our wall time than this is not followed: one device with a
 * wrong date must not drag every other device's clock years ahead. */
const MAX_CLOCK_AHEAD_MS = 24 * 60 * 60 * 1000;

export interface LogicalClock {
  /** A new value, greater than every value returned or observed before. */
  tick: () => number;
  /** Takes in a value seen on another device (or tab). */
  observe: (remote: number) => void;
  /** The greatest value returned or observed so far. */
  last: () => number;
}

export function createLogicalClock(wallNow: () => number, start = 0): LogicalClock {
  let last = start;
  return {
    tick: () => {
      last = Math.max(wallNow(), last + 1);
      return last;
    },
    observe: (remote) => {
      if (!Number.isFinite(remote)) return;
      last = Math.max(last, Math.min(remote, wallNow() + MAX_CLOCK_AHEAD_MS));
    },
    last: () => last,
  };
}
