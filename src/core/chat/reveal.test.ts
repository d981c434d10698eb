import { describe, expect, it } from 'vitest';
import { STREAM_FINISH_REVEAL_FRAMES } from '../constants/chat';
import { revealCount } from './reveal';

describe('revealCount', () => {
  it('reveals a sixtieth of the buffer and at least one character', () => {
    expect(revealCount(600)).toBe(10);
    expect(revealCount(59)).toBe(1);
    expect(revealCount(1)).toBe(1);
    expect(revealCount(0)).toBe(0);
  });

  it('once the stream has ended, shows the rest within a few frames, never all of it in one', () => {
    const frames: number[] = [];
    for (let buffered = 1200; buffered > 0; buffered -= frames.at(-1)!) frames.push(revealCount(buffered, 1200));
    expect(frames.length).toBe(STREAM_FINISH_REVEAL_FRAMES);
    expect(Math.max(...frames)).toBe(1200 / STREAM_FINISH_REVEAL_FRAMES);
  });

  it('never reveals more than is buffered, and keeps the steady pace when that is faster', () => {
    expect(revealCount(3, 1200)).toBe(3);
    expect(revealCount(6000, 60)).toBe(100);
  });
});
