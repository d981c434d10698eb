// The service worker (web build only) registers a while after the page has loaded, with
// workbox-window loaded then: neither its code nor the app files it downloads for offline use (a
// few megabytes) compete with the first screen or the screens opened first.

import { withStrings } from '../../i18n/setup';
import { BUILD_MODE } from '../build-mode';

/** How long after the page's load the registration waits: the first screen, the code a first
 * message needs and a first lazy screen have usually arrived by then, even on a slow phone. */
const REGISTER_AFTER_LOAD_MS = 5_000;

export function registerServiceWorkerLater(): void {
  if (BUILD_MODE !== 'web' || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () =>
    setTimeout(
      // The update offer's words are the version row's, in the settings screen's table. A browser
      // that refuses workers (a private window in some, a blocked origin) leaves the app as it is.
      () =>
        void withStrings(import('./service-worker'), 'settingsPage')
          .then((module) => module.startServiceWorker())
          .catch(console.warn),
      REGISTER_AFTER_LOAD_MS,
    ),
  );
}
