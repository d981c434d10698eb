import { describe, expect, it } from 'vitest';
import { formatCost, formatTotalCost } from './usage-format';

describe('formatCost (one reply)', () => {
  it('shows two significant figures below a cent', () => {
    expect(formatCost(9 * 0.15e-6 + 12 * 0.6e-6, 'en')).toBe('$0.0000086');
    expect(formatCost(0.0123, 'en')).toBe('$0.012');
    expect(formatCost(0.004, 'en')).toBe('$0.0040');
  });

  it('shows cents above a cent, without rounding away dollars', () => {
    expect(formatCost(0.5, 'en')).toBe('$0.50');
    expect(formatCost(1234.5678, 'en')).toBe('$1,234.57');
  });

  it('writes the number as the language does', () => {
    expect(formatCost(0.00000855, 'de')).toBe('0,0000086\u00a0$');
  });
});

describe('formatTotalCost (a chat)', () => {
  it('says "below a cent" for a total above zero but under one cent', () => {
    expect(formatTotalCost(0.00000855, 'en')).toEqual({ below: true, cost: '$0.01' });
  });

  it('shows other totals in cents', () => {
    expect(formatTotalCost(0, 'en')).toEqual({ below: false, cost: '$0.00' });
    expect(formatTotalCost(0.01, 'en')).toEqual({ below: false, cost: '$0.01' });
    expect(formatTotalCost(2.345, 'en')).toEqual({ below: false, cost: '$2.35' });
  });
});
