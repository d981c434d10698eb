// This tab's clock for update times and deletion times (see core/sync/clock.ts). Its last value
// is shared with the other tabs through localStorage, so a tab opened after a sync starts past
// what that sync brought in.

import { createLogicalClock } from '../../core/sync/clock';

const CLOCK_KEY = 'polychat-clock';

function storedClock(): number {
  try {
    const value = Number(localStorage.getItem(CLOCK_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

const clock = createLogicalClock(() => Date.now(), storedClock());

function remember(value: number): void {
  try {
    localStorage.setItem(CLOCK_KEY, String(value));
  } catch {
    // Storage full or blocked: the clock still works for this tab.
  }
}

/** The time to stamp an edit or deletion with: never equal to or below one seen before. */
export function editTime(): number {
  clock.observe(storedClock());
  const value = clock.tick();
  remember(value);
  return value;
}

/** Moves the clock past a time seen in a state from another device or tab. */
export function observeEditTime(value: number): void {
  clock.observe(value);
  remember(clock.last());
}
