import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, resolveTheme } from './theme';

function themeColors() {
  return [...document.head.querySelectorAll('meta[name="theme-color"]')].map((meta) => [
    meta.getAttribute('content'),
    meta.getAttribute('media'),
  ]);
}

describe('theme', () => {
  beforeEach(() => {
    document.body.className = '';
    document.head.innerHTML = '';
  });

  it('resolves auto from the system preference', () => {
    expect(resolveTheme('auto', true)).toBe('dark');
    expect(resolveTheme('auto', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('sets the body class and one theme-color per scheme for auto', () => {
    applyTheme(document, 'auto', 'dark');
    expect(document.body.classList.contains('dark')).toBe(true);
    expect(themeColors()).toEqual([
      ['#fafafa', '(prefers-color-scheme: light)'],
      ['#151515', '(prefers-color-scheme: dark)'],
    ]);
  });

  it('sets a single theme-color for a chosen theme', () => {
    applyTheme(document, 'light', 'light');
    applyTheme(document, 'dark', 'dark');
    expect(document.body.className).toBe('dark');
    expect(themeColors()).toEqual([['#151515', null]]);
  });
});
