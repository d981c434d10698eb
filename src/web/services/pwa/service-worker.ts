// The service worker's registration and its updates (public files: the worker itself is generated
// by the build, pwa.config.ts). A new deployment installs beside the running one and waits; the app
// offers "Reload to update" and hands over only when the user says so (app-update.ts).

import i18next from 'i18next';
import { Workbox } from 'workbox-window';
import { showToast } from '../../components/Toast/showToast';
import { useAppUpdate, acceptAppUpdate } from './app-update';

/** How often an open tab asks the server for a new deployment (the browser also asks on every
 * load): an app left open for days still hears of one. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** The offer's toast stays long enough to be read and answered; after it, Settings' version row
 * keeps offering the reload (VersionRow). */
const OFFER_TOAST_MS = 30_000;
/** How long the registration may wait for the page to be idle. */
const IDLE_TIMEOUT_MS = 5_000;

/** Resolves when the page is idle (at once where the browser cannot tell). */
const idle = () =>
  new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }) : resolve()));

/** The manifest in the page's language (pwa.config.ts writes one a language): what the system
 * shows of the installed app (its shortcuts, its description) speaks the language in use. */
function linkManifest(language: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.href = `./site.${language}.webmanifest`;
}

export async function startServiceWorker(): Promise<void> {
  await idle();
  linkManifest(i18next.language);
  i18next.on('languageChanged', linkManifest);
  const workbox = new Workbox('./sw.js', { scope: './' });
  const offer = () => {
    useAppUpdate.setState({
      waiting: true,
      activate: () => {
        // The new worker takes charge; the page reloads once it has, to run the new version's files.
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
    showToast(i18next.t('settingsPage:update.ready'), {
      duration: OFFER_TOAST_MS,
      action: { label: i18next.t('settingsPage:update.reload'), onClick: acceptAppUpdate },
    });
  };
  workbox.addEventListener('waiting', offer);
  const registration = await workbox.register();
  if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
}
