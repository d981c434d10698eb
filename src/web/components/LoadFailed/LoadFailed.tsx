import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import styles from './LoadFailed.module.css';

/** Said where a part of the page could not load its code: the first time it is opened it needs the
 * network. In place of a screen or the conversation's list; or, given `onClose`, over the page in
 * place of a menu or dialog (drawn inside the request's EscapeWhileLoading, so Escape closes it
 * too). Its words and code are the first screen's, which are here whenever the app is; a toast's
 * could be missing as well. */
export function LoadFailed({ onRetry, onClose }: { onRetry: () => void; onClose?: () => void }) {
  const { t } = useTranslation('shell');
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (onClose) retry.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as it shows
  }, []);
  return (
    <div role="alert" className={onClose ? `${styles.box} ${styles.floating}` : styles.box}>
      <p className={styles.sentence}>{t('loadFailed.sentence')}</p>
      <div className={styles.actions}>
        <Button ref={retry} variant="primary" onClick={onRetry}>
          {t('loadFailed.retry')}
        </Button>
        {onClose && <Button onClick={onClose}>{t('loadFailed.close')}</Button>}
      </div>
    </div>
  );
}
