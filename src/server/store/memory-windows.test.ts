import { describe, expect, it } from 'vitest';
import { createMemoryWindows } from './memory-windows';

describe('memory windows', () => {
  it('keeps at most maxKeys windows, dropping the least recently hit', () => {
    const windows = createMemoryWindows(() => 0, 3);
    for (const key of ['a', 'b', 'c']) windows.hit(key, 1000);
    windows.hit('a', 1000);
    windows.hit('d', 1000);
    expect(windows.size).toBe(3);
    expect(windows.peek('b').count).toBe(0);
    expect(windows.peek('a').count).toBe(2);
  });

  it('holds 10,000 addresses at most under a flood of new ones', () => {
    const windows = createMemoryWindows(() => 0);
    for (let index = 0; index < 25_000; index += 1) windows.hit(`10.0.${index >> 8}.${index & 255}`, 60_000);
    expect(windows.size).toBe(10_000);
  });
});
