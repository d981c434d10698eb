import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paceClock } from './body-pace';
import { loadConfig } from './config';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('paceClock', () => {
  const pace = { bodyIdleMs: 10_000, bodyMinBytesPerSecond: 1000 };

  it('gives up on a wait without a byte after bodyIdleMs', () => {
    const tooSlow = vi.fn();
    paceClock(pace)(tooSlow);
    vi.advanceTimersByTime(9_999);
    expect(tooSlow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tooSlow).toHaveBeenCalledOnce();
  });

  it('cuts a trickle that never waits long but stays under the minimum rate', () => {
    const clock = paceClock(pace);
    const tooSlow = vi.fn();
    // One byte every 9 s: each wait stays under the 10 s without a byte.
    let waits = 0;
    while (!tooSlow.mock.calls.length && waits < 100) {
      const arrived = clock(tooSlow);
      vi.advanceTimersByTime(9_000);
      if (!tooSlow.mock.calls.length) arrived(1);
      waits += 1;
    }
    // 10 s plus 1 ms per byte received: cut during the second wait.
    expect(waits).toBe(2);
  });

  it('lets a body at the minimum rate or above go on for as long as it takes', () => {
    const clock = paceClock(pace);
    const tooSlow = vi.fn();
    for (let second = 0; second < 600; second += 1) {
      const arrived = clock(tooSlow);
      vi.advanceTimersByTime(1000);
      arrived(1000);
    }
    expect(tooSlow).not.toHaveBeenCalled();
  });

  it('counts only the time spent waiting for the client, not the time the server was not reading', () => {
    const clock = paceClock(pace);
    const tooSlow = vi.fn();
    for (let chunk = 0; chunk < 5; chunk += 1) {
      const arrived = clock(tooSlow);
      vi.advanceTimersByTime(100);
      arrived(100);
      // The upstream takes its time to accept what was read; no wait is running.
      vi.advanceTimersByTime(60_000);
    }
    const arrived = clock(tooSlow);
    vi.advanceTimersByTime(9_000);
    arrived(1);
    expect(tooSlow).not.toHaveBeenCalled();
  });

  it('reads BODY_IDLE_SECONDS and BODY_MIN_BYTES_PER_SECOND', () => {
    expect(loadConfig({}).limits).toMatchObject({ bodyIdleMs: 10_000, bodyMinBytesPerSecond: 1024 });
    expect(loadConfig({ BODY_IDLE_SECONDS: '30', BODY_MIN_BYTES_PER_SECOND: '100' }).limits).toMatchObject({ bodyIdleMs: 30_000, bodyMinBytesPerSecond: 100 });
    expect(() => loadConfig({ BODY_IDLE_SECONDS: '0' })).toThrow(/BODY_IDLE_SECONDS: expected a whole number from 1/);
  });
});
