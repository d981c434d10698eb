import { describe, expect, it } from 'vitest';
import { FailureThrottle } from './throttle';

describe('FailureThrottle', () => {
  it('is free for a few failures, then doubles up to the bound', () => {
    const throttle = new FailureThrottle({ freeFailures: 2, baseDelayMs: 100, maxDelayMs: 500 });
    expect(Array.from({ length: 7 }, () => throttle.fail('a'))).toEqual([0, 0, 100, 200, 400, 500, 500]);
    expect(throttle.fail('b')).toBe(0);
  });

  it('forgets an address after a right code or a quiet spell', () => {
    let now = 0;
    const throttle = new FailureThrottle({ freeFailures: 0, baseDelayMs: 100, forgetAfterMs: 1000, now: () => now });
    throttle.fail('a');
    throttle.succeed('a');
    expect(throttle.fail('a')).toBe(100);
    now = 5000;
    expect(throttle.fail('a')).toBe(100);
  });

  it('stays bounded however many addresses fail', () => {
    const throttle = new FailureThrottle({ maxEntries: 100 });
    for (let i = 0; i < 1000; i += 1) throttle.fail(`10.0.${i >> 8}.${i & 255}`);
    expect(throttle.size).toBe(100);
  });
});
