import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatEvent } from '../types';
import { createEventBatcher } from './event-batcher';

const INTERVAL = 16;

describe('createEventBatcher', () => {
  let sent: ChatEvent[][];
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
  });
  afterEach(() => vi.useRealTimers());
  const batcher = () => createEventBatcher((events) => sent.push(events), INTERVAL);

  it('sends the first event at once and gathers the next ones for the rest of the interval', () => {
    const batch = batcher();
    batch.push({ type: 'text', text: 'a' });
    expect(sent).toEqual([[{ type: 'text', text: 'a' }]]);
    batch.push({ type: 'text', text: 'b' });
    batch.push({ type: 'text', text: 'c' });
    vi.advanceTimersByTime(INTERVAL - 1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent[1]).toEqual([{ type: 'text', text: 'bc' }]);
  });

  it('joins only neighbours of one kind, so the order of text, reasoning and tool calls stays', () => {
    const batch = batcher();
    batch.push({ type: 'usage', promptTokens: 1 });
    const later: ChatEvent[] = [
      { type: 'reasoning', text: 'think ' },
      { type: 'reasoning', text: 'more' },
      { type: 'text', text: 'x' },
      { type: 'tool-call', index: 0, name: 'f', arguments: '{"a"' },
      { type: 'tool-call', index: 0, arguments: ':1}' },
      { type: 'text', text: 'y' },
      { type: 'text', text: 'z' },
    ];
    later.forEach((event) => batch.push(event));
    vi.advanceTimersByTime(INTERVAL);
    expect(sent[1]).toEqual([
      { type: 'reasoning', text: 'think more' },
      { type: 'text', text: 'x' },
      { type: 'tool-call', index: 0, name: 'f', arguments: '{"a"' },
      { type: 'tool-call', index: 0, arguments: ':1}' },
      { type: 'text', text: 'yz' },
    ]);
  });

  it('sends done at once with what is waiting, and leaves the events it was given as they were', () => {
    const batch = batcher();
    const first: ChatEvent = { type: 'text', text: 'a' };
    batch.push(first);
    batch.push({ type: 'text', text: 'b' });
    batch.push({ type: 'text', text: 'c' });
    batch.push({ type: 'done' });
    expect(sent).toEqual([[{ type: 'text', text: 'a' }], [{ type: 'text', text: 'bc' }, { type: 'done' }]]);
    expect(first).toEqual({ type: 'text', text: 'a' });
    vi.advanceTimersByTime(INTERVAL * 2);
    expect(sent).toHaveLength(2);
  });

  it('after a quiet spell the next event goes at once again', () => {
    const batch = batcher();
    batch.push({ type: 'text', text: 'a' });
    vi.advanceTimersByTime(INTERVAL * 3);
    batch.push({ type: 'text', text: 'b' });
    expect(sent).toEqual([[{ type: 'text', text: 'a' }], [{ type: 'text', text: 'b' }]]);
  });
});
