// Adding a web page to a base by its address: the base's button asks for it, and the card shows
// the page being read, or why it could not be.

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showPrompt } from '../../components/Dialogs/show-prompt';
import { addWebPage, type WebPageFailure } from '../../services/knowledge/add-web-page';
import styles from './Knowledge.module.css';

export function useWebPageAdder(baseId: string): { ask: () => Promise<void>; status: ReactNode } {
  const { t } = useTranslation('knowledgeSync');
  const [reading, setReading] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ failure: WebPageFailure; status?: number } | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const ask = async () => {
    const typed = (await showPrompt(t('pageAddress'), '', { rows: 1 }))?.trim();
    if (!typed) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setFailure(null);
    setReading(typed);
    try {
      const outcome = await addWebPage(baseId, typed, controller.signal);
      if (!controller.signal.aborted) setFailure(outcome);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('A web page could not be added:', error);
      setFailure({ failure: 'unreachable' });
    } finally {
      if (abort.current === controller) setReading(null);
    }
  };

  const status = reading ? (
    <p role="status" className={styles.muted}>
      {t('readingPage', { url: reading })}
    </p>
  ) : failure ? (
    <p role="alert" className={styles.error}>
      {t(`pageFailure.${failure.failure}`, { status: failure.status ?? '' })}
    </p>
  ) : null;
  return { ask, status };
}
