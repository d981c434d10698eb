import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import styles from './LoadFailed.module.css';

/** Said where a part of the page (a screen, the conversation's list) could not load its code: the
 * first time it is opened it needs the network. Its words are the first screen's, which are here
 * whenever the app is. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div role="alert" className={styles.box}>
      <p className={styles.sentence}>{t('loadFailed.sentence')}</p>
      <Button variant="primary" onClick={onRetry}>
        {t('loadFailed.retry')}
      </Button>
    </div>
  );
}
