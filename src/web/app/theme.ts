import { THEME_COLOR_DARK, THEME_COLOR_LIGHT } from '../../core/constants/layout';
import type { Theme } from '../../core/constants/settings';

export type ResolvedTheme = 'light' | 'dark';

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** Puts the theme on <body> as a class and sets the browser's theme-color: for auto, one meta per
 * colour scheme (#151515 dark, #fafafa light) so the browser follows the system by itself. */
export function applyTheme(doc: Document, theme: Theme, resolved: ResolvedTheme): void {
  doc.body.classList.toggle('dark', resolved === 'dark');
  doc.body.classList.toggle('light', resolved === 'light');
  for (const meta of doc.head.querySelectorAll('meta[name="theme-color"]')) meta.remove();
  const metas: { content: string; media?: string }[] =
    theme === 'auto'
      ? [
          { content: THEME_COLOR_LIGHT, media: '(prefers-color-scheme: light)' },
          { content: THEME_COLOR_DARK, media: '(prefers-color-scheme: dark)' },
        ]
      : [{ content: resolved === 'dark' ? THEME_COLOR_DARK : THEME_COLOR_LIGHT }];
  for (const { content, media } of metas) {
    const meta = doc.createElement('meta');
    meta.name = 'theme-color';
    meta.content = content;
    if (media) meta.setAttribute('media', media);
    doc.head.append(meta);
  }
}
