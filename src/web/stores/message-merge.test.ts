import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../core/types';
import { mergeStored, type StoredMerge } from './message-merge';

const message = (id: string, content = id): ChatMessage => ({ id, date: 1, role: 'user', content });

/** Merges with these places (id → place) and these messages newer here. */
function merge(places: Record<string, number>, rest: Pick<StoredMerge, 'memory' | 'stored' | 'complete'>, newer: string[] = []) {
  return mergeStored({ ...rest, newerHere: (id) => newer.includes(id), placeOf: (id) => places[id] }).map((m) => `${m.id}:${String(m.content)}`);
}

describe('merging stored messages into memory', () => {
  it('orders by place, then id, whatever order they arrived in memory', () => {
    const places = { a: 0, b: 1, c: 2, d: 2, e: 3 };
    const memory = [message('a'), message('b'), message('e', 'e here')];
    const stored = [message('a'), message('b'), message('c'), message('d')];
    // e is this tab's, placed after the others and not yet in what was read.
    expect(merge(places, { memory, stored, complete: true }, ['e'])).toEqual(['a:a', 'b:b', 'c:c', 'd:d', 'e:e here']);
  });

  it('keeps this tab’s newer version and takes the stored one of every other message', () => {
    const memory = [message('a', 'old'), message('b', 'streaming here, further along')];
    const stored = [message('a', 'edited elsewhere'), message('b', 'stored a moment ago')];
    expect(merge({ a: 0, b: 1 }, { memory, stored, complete: true }, ['b'])).toEqual(['a:edited elsewhere', 'b:streaming here, further along']);
  });

  it('puts a message of this tab that has no place yet last', () => {
    const memory = [message('a'), message('new')];
    expect(merge({ a: 0, b: 1 }, { memory, stored: [message('a'), message('b')], complete: true }, ['new'])).toEqual(['a:a', 'b:b', 'new:new']);
  });

  it('drops what a complete read lacks unless it is this tab’s, and keeps it after a partial read', () => {
    const memory = [message('a'), message('gone'), message('mine')];
    const places = { a: 0, gone: 1, mine: 2, later: 3 };
    expect(merge(places, { memory, stored: [message('a')], complete: true }, ['mine'])).toEqual(['a:a', 'mine:mine']);
    expect(merge(places, { memory, stored: [message('later')], complete: false })).toEqual(['a:a', 'gone:gone', 'mine:mine', 'later:later']);
  });

  it('does not bring back a message this tab deleted while the read ran', () => {
    expect(merge({ a: 0, b: 1 }, { memory: [message('a')], stored: [message('a'), message('b')], complete: true }, ['b'])).toEqual(['a:a']);
  });
});
