import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { extendRange, selectAll, selectByRole, selectedMessages, selectLatest, selectRange, toggle } from './selection';

const messages: Pick<ChatMessage, 'id' | 'role'>[] = ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({ id, role: i % 2 ? 'assistant' : 'user' }));
const ids = (selection: ReadonlySet<string>) => [...selection].sort();

describe('export selection', () => {
  it('selects all, the latest n and by role', () => {
    expect(ids(selectAll(messages))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(selectLatest(messages, 2))).toEqual(['d', 'e']);
    expect(ids(selectLatest(messages, 0))).toEqual([]);
    expect(ids(selectLatest(messages, 99))).toHaveLength(5);
    expect(ids(selectByRole(messages, 'assistant'))).toEqual(['b', 'd']);
    expect(ids(selectByRole(messages, 'user'))).toEqual(['a', 'c', 'e']);
  });

  it('selects a range in either order, clamped', () => {
    expect(ids(selectRange(messages, 3, 1))).toEqual(['b', 'c', 'd']);
    expect(ids(selectRange(messages, -4, 0))).toEqual(['a']);
    expect(ids(selectRange(messages, 3, 40))).toEqual(['d', 'e']);
    expect(ids(selectRange([], 0, 3))).toEqual([]);
  });

  it('toggles one message and extends a range to the clicked state', () => {
    const one = toggle(new Set(['a']), 'c');
    expect(ids(one)).toEqual(['a', 'c']);
    expect(ids(toggle(one, 'a'))).toEqual(['c']);
    expect(ids(extendRange(new Set(['a']), messages, 1, 3, true))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(extendRange(selectAll(messages), messages, 3, 1, false))).toEqual(['a', 'e']);
  });

  it('returns the selected messages in conversation order', () => {
    expect(selectedMessages(messages, new Set(['e', 'a', 'c'])).map((m) => m.id)).toEqual(['a', 'c', 'e']);
  });
});
