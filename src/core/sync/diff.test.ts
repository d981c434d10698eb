import { describe, expect, it } from 'vitest';
import { changesExisting, diffStates, isEmptyDiff, revertTo } from './diff';
import { emptyState } from './sync-file';

const state = (masks: { id: string; updatedAt: number; name: string }[], tombstones: { kind: string; id: string; deletedAt: number }[] = []) => ({
  ...emptyState(0),
  masks,
  tombstones,
});

describe('diffStates', () => {
  it('puts what is new or changed and removes what is gone', () => {
    const from = state([{ id: 'a', updatedAt: 1, name: 'A' }, { id: 'b', updatedAt: 1, name: 'B' }]);
    const to = state([{ id: 'a', updatedAt: 2, name: 'A2' }, { id: 'c', updatedAt: 1, name: 'C' }], [{ kind: 'mask', id: 'b', deletedAt: 3 }]);
    const diff = diffStates(from, to);
    expect(diff.put.masks.map((row) => row.id)).toEqual(['a', 'c']);
    expect(diff.remove.masks).toEqual(['b']);
    expect(diff.putTombstones).toEqual([{ kind: 'mask', id: 'b', deletedAt: 3 }]);
    expect(changesExisting(from, diff)).toBe(true);
  });

  it('finds nothing between equal states, and only additions are not changes', () => {
    const same = state([{ id: 'a', updatedAt: 1, name: 'A' }]);
    expect(isEmptyDiff(diffStates(same, structuredClone(same)))).toBe(true);
    const grown = state([{ id: 'a', updatedAt: 1, name: 'A' }, { id: 'b', updatedAt: 1, name: 'B' }]);
    expect(changesExisting(same, diffStates(same, grown))).toBe(false);
  });
});

describe('revertTo', () => {
  it('brings the snapshot back as new edits that win everywhere', () => {
    const snapshot = state([{ id: 'a', updatedAt: 1, name: 'A' }]);
    const current = state([{ id: 'a', updatedAt: 5, name: 'changed' }, { id: 'new', updatedAt: 5, name: 'N' }]);
    let clock = 100;
    const diff = revertTo(snapshot, current, () => (clock += 1));
    expect(diff.put.masks).toEqual([{ id: 'a', updatedAt: 101, name: 'A' }]);
    expect(diff.remove.masks).toEqual(['new']);
    expect(diff.putTombstones).toEqual([{ kind: 'mask', id: 'new', deletedAt: 102 }]);
  });
});
