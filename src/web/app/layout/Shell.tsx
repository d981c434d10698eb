import { Outlet, useLocation } from 'react-router';
import { MOBILE_MAX_WIDTH } from '../../../core/constants';
import { Sidebar } from '../sidebar/Sidebar';
import { useMediaQuery } from '../use-media-query';
import { useDirection } from '../use-language';
import { useSessionShortcuts } from '../use-session-shortcuts';
import styles from './Shell.module.css';

export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** Sidebar plus content. On a phone the home route is the sidebar alone, full width, and every
 * other route is its screen alone, with a back button in its header. */
export function Shell() {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const { pathname } = useLocation();
  const rtl = useDirection() === 'rtl';
  useSessionShortcuts();

  const atHome = pathname === '/';
  const showSidebar = !mobile || atHome;
  const showContent = !mobile || !atHome;

  return (
    <div className={`${styles.shell} ${mobile ? styles.mobile : ''}`}>
      {showSidebar && <Sidebar fullWidth={mobile} rtl={rtl} />}
      {showContent && (
        <main className={styles.content}>
          <Outlet />
        </main>
      )}
    </div>
  );
}

/** Screens that have no sidebar: the access page, image generation and the artifact viewer. */
export function Bare() {
  return (
    <main className={styles.bare}>
      <Outlet />
    </main>
  );
}
