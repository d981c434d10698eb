import { describe, expect, it } from 'vitest';
import { clampSidebarWidth, isNarrowWidth, toggledSidebarWidth } from './sidebar-width';

describe('sidebar width', () => {
  it('snaps below 230 to the narrow 100', () => {
    expect(clampSidebarWidth(229)).toBe(100);
    expect(clampSidebarWidth(120)).toBe(100);
    expect(clampSidebarWidth(230)).toBe(230);
  });

  it('never exceeds 500', () => {
    expect(clampSidebarWidth(800)).toBe(500);
    expect(clampSidebarWidth(499.6)).toBe(500);
  });

  it('falls back to the default for nonsense', () => {
    expect(clampSidebarWidth(Number.NaN)).toBe(300);
  });

  it('toggles between default and narrow', () => {
    expect(toggledSidebarWidth(300)).toBe(100);
    expect(toggledSidebarWidth(420)).toBe(100);
    expect(toggledSidebarWidth(100)).toBe(300);
    expect(isNarrowWidth(100)).toBe(true);
    expect(isNarrowWidth(300)).toBe(false);
  });
});
