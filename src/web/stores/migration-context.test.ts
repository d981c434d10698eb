import { beforeEach, describe, expect, it } from 'vitest';
import { migrationContext } from './migration-context';
import { migrateMessage } from './migrations';

const CLOCK_KEY = 'polychat-clock';

describe('the context a load gives its migrations', () => {
  beforeEach(() => localStorage.clear());

  it('leaves the clock alone while the records read have their times, and takes one time for all that lack it', () => {
    const ctx = migrationContext();
    migrateMessage({ id: 'a', date: 5, updatedAt: 7 }, 3, ctx);
    migrateMessage({ id: 'b', date: 6 }, 3, ctx);
    expect(localStorage.getItem(CLOCK_KEY)).toBeNull();

    const first = migrateMessage({ id: 'c' }, 3, ctx) as { updatedAt: number };
    const second = migrateMessage({ id: 'd' }, 3, ctx) as { updatedAt: number };
    expect(first.updatedAt).toBeGreaterThan(0);
    expect(second.updatedAt).toBe(first.updatedAt);
    expect(Number(localStorage.getItem(CLOCK_KEY))).toBe(first.updatedAt);
  });
});
