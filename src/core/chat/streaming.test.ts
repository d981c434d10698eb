import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { anyStreaming } from './streaming';

const message = (id: string, streaming?: boolean): ChatMessage => ({ id, role: 'assistant', content: id, date: 0, ...(streaming ? { streaming } : {}) });

describe('anyStreaming', () => {
  it('finds a streaming reply anywhere, and says no for none or an empty chat', () => {
    expect(anyStreaming([message('a', true), message('b'), message('c')])).toBe(true);
    expect(anyStreaming([message('a'), message('b', true)])).toBe(true);
    expect(anyStreaming([message('a'), message('b')])).toBe(false);
    expect(anyStreaming([])).toBe(false);
  });

  it('answers for each array as it is: a new array after a change is read again', () => {
    const before = [message('a'), message('b', true)];
    expect(anyStreaming(before)).toBe(true);
    const after = [before[0]!, message('b')];
    expect(anyStreaming(after)).toBe(false);
    expect(anyStreaming(before)).toBe(true);
  });
});
