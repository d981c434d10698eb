import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Sidebar } from '../sidebar/Sidebar';
import { MOBILE_QUERY, useMediaQuery } from '../use-media-query';
import { useDirection } from '../use-language';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { useConfigStore } from '../../stores/config-store';
import styles from './Shell.module.css';

/** Sidebar plus content. On a phone the home route is the sidebar alone, full width, and every
 * other route is its screen alone, with a back button in its header. */
export function Shell({ children }: { children: ReactNode }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [pathname] = useLocation();
  const rtl = useDirection() === 'rtl';
  // Borderless mode (Settings): the app fills the window; otherwise, on a wide screen, it sits in
  // a framed window of its own with rounded corners, as the reference client does.
  const borderless = useConfigStore((s) => s.tightBorder);
  useShortcuts();

  const atHome = pathname === '/';
  const showSidebar = !mobile || atHome;
  const showContent = !mobile || !atHome;

  return (
    <div className={`${styles.shell} ${mobile ? styles.mobile : ''} ${borderless || mobile ? '' : styles.framed}`} data-shell>
      {showSidebar && <Sidebar fullWidth={mobile} rtl={rtl} />}
      {showContent && (
        <main className={styles.content}>
          {children}
        </main>
      )}
    </div>
  );
}

/** Screens that have no sidebar: the access page, image generation and the artifact viewer. */
export function Bare({ children }: { children: ReactNode }) {
  return (
    <main className={styles.bare}>
      {children}
    </main>
  );
}
