import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogHost } from '../components/Dialogs/DialogHost';
import { ToastHost } from '../components/Toast/ToastHost';
import { hydrateStores } from '../stores/hydrate';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadingScreen } from './LoadingScreen';
import { AppRouter } from './router';
import { useStorageNotices } from './use-storage-notices';
import { useApplyLanguage } from './use-language';
import { useApplyFont, useApplyTheme } from './use-theme';
import { useServerConfig } from './use-server-config';
import { useFastLink } from './use-fast-link';

function App() {
  useApplyTheme();
  useApplyFont();
  useApplyLanguage();
  useStorageNotices();
  useServerConfig();
  useFastLink();
  return <AppRouter />;
}

/** Nothing is drawn from the stores before they have loaded, so no screen flashes defaults and no
 * write can happen before hydration. */
export function Root() {
  const { t } = useTranslation('shell');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    let active = true;
    void hydrateStores().finally(() => {
      if (active) setHydrated(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return (
    <>
      <ErrorBoundary>{hydrated ? <App /> : <LoadingScreen label={t('loading')} />}</ErrorBoundary>
      <ToastHost />
      <DialogHost />
    </>
  );
}
