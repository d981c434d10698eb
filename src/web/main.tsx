import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './app/Root';
import { chooseLanguage } from './i18n/languages';
import { setupI18n } from './i18n/setup';
import { hydrateStores } from './stores/hydrate';
import { installReplyRescue } from './stores/reply-rescue';
import { BUILD_MODE } from './services/build-mode';
import { installDesktopRelay } from './services/desktop-relay';
import { registerServiceWorkerLater } from './services/pwa/register-service-worker';
import './styles/fonts.css';
import './styles/theme.css';

// In the desktop app, calls to providers go through the local server (services/desktop-relay.ts).
if (BUILD_MODE === 'desktop') installDesktopRelay(window);

// The stores start loading now rather than from Root's first effect, which runs only after the
// loading screen's first frame: the database opens while that frame is drawn.
void hydrateStores();

// The stored language is only known after hydration; until then the browser's is the best guess,
// and its strings load while the stores do (app/Root.tsx waits for both).
void setupI18n(chooseLanguage(undefined, navigator.languages));
// A reply cut off by a reload keeps every word it showed.
installReplyRescue();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}

// The app opens offline after one visit: its files are kept by a service worker, registered once
// the page has loaded and is idle, so the first screen never waits for it.
registerServiceWorkerLater();
