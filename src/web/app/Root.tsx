import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogHost } from '../components/Dialogs/DialogHost';
import { ToastHost } from '../components/Toast/ToastHost';
import { chooseLanguage } from '../i18n/languages';
import { setupI18n } from '../i18n/setup';
import { useConfigStore } from '../stores/config-store';
import { hydrateStores } from '../stores/hydrate';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadingScreen } from './LoadingScreen';
import { AppRouter } from './router';
import { useStorageNotices } from './use-storage-notices';
import { useApplyLanguage } from './use-language';
import { useApplyFont, useApplyTheme } from './use-theme';
import { useServerConfig } from './use-server-config';
import { useFastLink } from './use-fast-link';
import { followOtherTabs } from '../services/tabs/follow-other-tabs';
import { useAutoSync } from '../services/sync/use-auto-sync';

function App() {
  useApplyTheme();
  useApplyFont();
  useApplyLanguage();
  useStorageNotices();
  useServerConfig();
  useFastLink();
  useEffect(() => followOtherTabs(), []);
  useAutoSync();
  return <AppRouter />;
}

/** Nothing is drawn from the stores before they have loaded, so no screen flashes defaults and no
 * write can happen before hydration. */
export function Root() {
  // Drawn before any strings are there: it waits for them rather than suspending.
  const { t, ready } = useTranslation('shell', { useSuspense: false });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    let active = true;
    // The stored language is known once the stores are loaded; the app is drawn in it from the
    // first frame (usually the browser's, on its way since start-up: main.tsx).
    void hydrateStores()
      .then(() => setupI18n(chooseLanguage(useConfigStore.getState().language, navigator.languages)))
      .finally(() => {
        if (active) setHydrated(true);
      });
    return () => {
      active = false;
    };
  }, []);
  return (
    <>
      <ErrorBoundary>{hydrated ? <App /> : <LoadingScreen label={ready ? t('loading') : undefined} />}</ErrorBoundary>
      <ToastHost />
      <DialogHost />
    </>
  );
}
