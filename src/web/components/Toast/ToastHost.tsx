import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Toaster as SonnerToaster } from 'sonner';
import { loadedSonner, subscribeSonner, toasterMounted } from './sonner-loader';
import { onPlacementChange, screenTopBottom } from './toast-placement';
import styles from './Toast.module.css';

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

function Toaster({ Component }: { Component: typeof SonnerToaster }) {
  const { t, i18n } = useTranslation('toolkit');
  const theme = useBodyTheme();
  // Measured in each frame while a toast shows: the screen under it may change meanwhile.
  const [top, setTop] = useState(screenTopBottom);
  useEffect(() => onPlacementChange(() => setTop(screenTopBottom())), []);
  useEffect(toasterMounted, []);
  const offset = top > 0 ? { top: `calc(${top}px + var(--space-2))` } : undefined;
  return (
    <Component
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

/** Where the toasts of showToast appear. Mount it once, near the root of the app; it draws nothing
 * until the first toast has loaded sonner. */
export function ToastHost() {
  const sonner = useSyncExternalStore(subscribeSonner, loadedSonner, loadedSonner);
  return sonner ? <Toaster Component={sonner.Toaster} /> : null;
}
