// The service worker (web build only) registers once the first screen has drawn and the page is
// idle, with workbox-window loaded then: neither weighs on the first screen.

import { BUILD_MODE } from '../build-mode';

/** How long the registration may wait for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 5_000;

export function registerServiceWorkerWhenIdle(): void {
  if (BUILD_MODE !== 'web' || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const start = () => {
    const register = () =>
      void import('./service-worker').then(
        ({ startServiceWorker }) => startServiceWorker(),
        (error: unknown) => console.warn('The offline support could not be loaded', error),
      );
    if (typeof requestIdleCallback === 'function') requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(register);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
