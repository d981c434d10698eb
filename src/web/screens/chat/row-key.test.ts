import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../core/types';
import { sameIds, useRowKey } from './row-key';

const message = (id: string, content = ''): ChatMessage => ({ id, date: 0, role: 'user', content });

describe('useRowKey', () => {
  it('keeps its key function while a reply streams into the last message', () => {
    const first = [message('a'), message('b', 'Hel')];
    const { result, rerender } = renderHook(({ messages, before }) => useRowKey(messages, before), { initialProps: { messages: first, before: 0 } });
    const key = result.current;
    rerender({ messages: [first[0]!, message('b', 'Hello')], before: 0 });
    expect(result.current).toBe(key);
    expect(result.current(1)).toBe('b');
  });

  it('gives a new one when a message is added, removed or replaced, or the rows ahead change', () => {
    const first = [message('a'), message('b')];
    const { result, rerender } = renderHook(({ messages, before }) => useRowKey(messages, before), { initialProps: { messages: first, before: 0 } });
    const keys = [result.current];
    for (const props of [
      { messages: [...first, message('c')], before: 0 },
      { messages: [message('a'), message('c')], before: 0 },
      { messages: [message('a'), message('c')], before: 3 },
    ]) {
      rerender(props);
      expect(keys).not.toContain(result.current);
      keys.push(result.current);
    }
    expect(result.current(3)).toBe('a');
    expect(result.current(4)).toBe('c');
    expect(result.current(0)).toBe(0);
  });
});

describe('sameIds', () => {
  it('compares ids in order, not contents', () => {
    expect(sameIds([message('a', 'x')], [message('a', 'y')])).toBe(true);
    expect(sameIds([message('a'), message('b')], [message('b'), message('a')])).toBe(false);
    expect(sameIds([message('a')], [message('a'), message('b')])).toBe(false);
  });
});
