import { describe, expect, it } from 'vitest';
import { formatBytes } from './storage-estimate';

describe('formatBytes', () => {
  it('writes bytes out and larger sizes in their short unit', () => {
    expect(formatBytes('en', 209)).toBe('209 bytes');
    expect(formatBytes('en', 1)).toBe('1 byte');
    expect(formatBytes('en', 144 * 1024)).toBe('144 kB');
    expect(formatBytes('en', 8 * 1024 * 1024)).toBe('8 MB');
  });
});
