import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { copyToClipboard } from '../../../components/markdown/copy-to-clipboard';
import styles from './Export.module.css';
import type { ShareResult } from './share-conversation';

/** The public link the sharing service gave: to open, or to copy and pass on. */
export function ShareLink({ result }: { result: ShareResult }) {
  const { t } = useTranslation('exportDialog');
  return (
    <section className={styles.share} aria-label={t('share.link')}>
      <p className={styles.shareDone}>{t('share.done')}</p>
      <div className={styles.shareRow}>
        <a href={result.link} target="_blank" rel="noopener noreferrer" className={styles.shareLink}>
          {result.link}
        </a>
        <Button size="sm" onClick={() => void copyToClipboard(result.link)}>
          {t('share.copy')}
        </Button>
      </div>
    </section>
  );
}
