import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import styles from './LoadFailed.module.css';

/** In place of a menu or dialog whose code could not load: the same sentence as a screen's, over
 * the page, with Try again and Close. Drawn inside the request's EscapeWhileLoading, so Escape
 * closes it too; with the first screen's code, as a toast's could be missing as well. */
export function PartLoadFailed({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => retry.current?.focus(), []);
  return (
    <div role="alert" className={`${styles.box} ${styles.floating}`}>
      <p className={styles.sentence}>{t('loadFailed.sentence')}</p>
      <div className={styles.actions}>
        <Button ref={retry} variant="primary" onClick={onRetry}>
          {t('loadFailed.retry')}
        </Button>
        <Button onClick={onClose}>{t('loadFailed.close')}</Button>
      </div>
    </div>
  );
}
