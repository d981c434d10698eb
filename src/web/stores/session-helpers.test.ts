import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmptyMask, createEmptySession } from '../../core/defaults';
import type { SessionMeta } from '../../core/types';
import { frontOrder, moveInList, wrapIndex } from './session-order';
import { computeStat, measureWhenIdle } from './session-stats';

const session = (id: string, order: number): SessionMeta =>
  createEmptySession({ id, now: 0, order, mask: createEmptyMask({ id: `mask-${id}`, now: 0 }) });

describe('session order', () => {
  it('moves one session by rewriting only its order', () => {
    const list = [session('a', 0), session('b', 1), session('c', 2)];
    const moved = moveInList(list, 0, 2, 5);
    expect(moved?.sessions.map((s) => s.id)).toEqual(['b', 'c', 'a']);
    expect(moved?.changed.map((s) => s.id)).toEqual(['a']);
  });

  it('renumbers the list when two orders leave no room between them', () => {
    const list = [session('a', 0), session('b', 0), session('c', 5)];
    const moved = moveInList(list, 2, 1, 5);
    expect(moved?.sessions.map((s) => [s.id, s.order])).toEqual([
      ['a', 0],
      ['c', 1],
      ['b', 2],
    ]);
  });

  it('ignores moves out of range and puts new sessions in front', () => {
    expect(moveInList([session('a', 0)], 0, 3, 0)).toBeNull();
    expect(frontOrder([session('a', 4), session('b', -2)])).toBe(-3);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
  });
});

describe('session stats', () => {
  it('counts words, characters and tokens over text parts', () => {
    const stat = computeStat([
      { id: '1', date: 0, role: 'user', content: 'hello world' },
      { id: '2', date: 0, role: 'user', content: [{ type: 'text', text: 'hi' }, { type: 'image_url', image_url: { url: 'x' } }] },
    ]);
    expect(stat).toEqual({ wordCount: 3, charCount: 13, tokenCount: Math.ceil(10 * 0.25 + 0.5 + 2 * 0.25) });
  });
});

describe('measuring a chat ahead, while idle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('measures every message over as many idle periods as it takes, each message once', () => {
    let reads = 0;
    const messages = Array.from({ length: 1000 }, (_, i) => ({
      id: String(i),
      date: 0,
      role: 'user' as const,
      get content() {
        reads++;
        return 'a few words';
      },
    }));
    const pending: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => pending.push(callback));
    // Each idle period has time for one look at the deadline's worth of messages.
    let looks = 0;
    const deadline = { didTimeout: false, timeRemaining: () => (looks++ % 2 === 0 ? 10 : 0) };
    measureWhenIdle(messages);
    let periods = 0;
    while (pending.length > 0) {
      pending.shift()!(deadline);
      periods++;
    }
    expect(periods).toBe(5);
    expect(reads).toBe(1000);
    expect(computeStat(messages).wordCount).toBe(3000);
    expect(reads).toBe(1000);
  });
});
