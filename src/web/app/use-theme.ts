import { useEffect } from 'react';
import { useConfigStore } from '../stores/config-store';
import { applyTheme, resolveTheme } from './theme';
import { useMediaQuery } from './use-media-query';

/** Applies the theme setting, following the system live when it is auto. */
export function useApplyTheme(): void {
  const theme = useConfigStore((s) => s.theme);
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  useEffect(() => {
    applyTheme(document, theme, resolveTheme(theme, systemDark));
  }, [theme, systemDark]);
}

/** Font size and family settings become the root variables every component reads. */
export function useApplyFont(): void {
  const fontSize = useConfigStore((s) => s.fontSize);
  const fontFamily = useConfigStore((s) => s.fontFamily);
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--font-size', `${fontSize}px`);
    if (fontFamily.trim()) root.setProperty('--font-family', fontFamily);
    else root.removeProperty('--font-family');
  }, [fontSize, fontFamily]);
}
