import { describe, expect, it } from 'vitest';
import { revealCount } from './reveal';

describe('revealCount', () => {
  it('reveals a sixtieth of the buffer and at least one character', () => {
    expect(revealCount(600)).toBe(10);
    expect(revealCount(59)).toBe(1);
    expect(revealCount(1)).toBe(1);
    expect(revealCount(0)).toBe(0);
  });
});
