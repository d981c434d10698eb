import { describe, expect, it } from 'vitest';
import { estimateTokens } from './tokens';

describe('estimateTokens', () => {
  it('counts letters a quarter, other ASCII a half and anything else one and a half', () => {
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('1 2.')).toBe(2);
    expect(estimateTokens('你好')).toBe(3);
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('Hi 你')).toBe(0.5 + 0.5 + 1.5);
  });
});
