// Sonner's Toaster with the app's placement, theme and words. It loads with sonner and the first
// toast, not with the first screen (ToastHost draws it once it is here).

import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster } from 'sonner';
import { toasterMounted } from './toaster-mounted';
import { screenTopBottom } from './screen-top-bottom';
import { onPlacementChange } from './toast-placement';
import styles from './Toast.module.css';

export { toast } from 'sonner';

type Theme = 'light' | 'dark';

function bodyTheme(): Theme {
  return document.body.classList.contains('dark') ? 'dark' : 'light';
}

/** The theme effect puts light or dark on <body>; follow it so sonner's own dark details match. */
function useBodyTheme(): Theme {
  const [theme, setTheme] = useState<Theme>(bodyTheme);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(bodyTheme()));
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

export function Toaster() {
  const { t, i18n } = useTranslation('toolkit');
  const theme = useBodyTheme();
  // Measured in each frame while a toast shows: the screen under it may change meanwhile.
  const [top, setTop] = useState(screenTopBottom);
  useEffect(() => onPlacementChange(() => setTop(screenTopBottom())), []);
  useEffect(toasterMounted, []);
  const offset = top > 0 ? { top: `calc(${top}px + var(--space-2))` } : undefined;
  return (
    <SonnerToaster
      theme={theme}
      dir={i18n.dir()}
      position="top-center"
      // Below the screen's title and header buttons, so Back and the header's actions stay usable
      // while it shows (on a phone it spans the width).
      offset={offset}
      mobileOffset={offset}
      containerAriaLabel={t('toast.region')}
      className={styles.toaster}
      // Sonner's colours live in its own variables, set with more specificity than a class has;
      // pointing them at the theme's tokens makes both themes right without a second palette.
      style={
        {
          '--normal-bg': 'var(--surface)',
          '--normal-text': 'var(--text)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
          zIndex: 'var(--z-toast)',
        } as CSSProperties
      }
    />
  );
}

