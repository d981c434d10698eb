import { describe, expect, it } from 'vitest';
import { KeptEntries } from './search-memory';

describe('what the knowledge worker keeps between searches', () => {
  it('drops the least recently used entries past its bound, but never the one just used', () => {
    const kept = new KeptEntries<number[]>(10, (value) => value.length);
    kept.set('a', [1, 2, 3, 4]);
    kept.set('b', [1, 2, 3, 4]);
    expect(kept.get('a')).toHaveLength(4);
    // 12 units: 'b', used longest ago, goes.
    kept.set('c', [1, 2, 3, 4]);
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toBeDefined();
    expect(kept.get('c')).toBeDefined();
    // One entry heavier than the bound alone stays: the search that asked for it needs it.
    kept.set('huge', new Array<number>(50).fill(0));
    expect([kept.get('a'), kept.get('c')]).toEqual([undefined, undefined]);
    expect(kept.get('huge')).toHaveLength(50);
  });

  it('weighs an entry again when it grew in place', () => {
    const grown = [1, 2];
    const kept = new KeptEntries<number[]>(10, (value) => value.length);
    kept.set('old', [1, 2, 3, 4, 5, 6]);
    kept.set('growing', grown);
    grown.push(3, 4, 5, 6);
    kept.trim();
    expect(kept.get('old')).toBeUndefined();
    expect(kept.get('growing')).toBe(grown);
  });
});
