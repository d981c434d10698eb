import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button';
import styles from './Viewer.module.css';

/** What a link page shows while it loads, when the thing is gone, or when it could not be read. */
export function SharedStatus({ status, notFound, retry }: { status: 'loading' | 'missing' | 'failed'; notFound: string; retry: () => void }) {
  const { t } = useTranslation('viewer');
  if (status === 'loading') return <p className={styles.status} aria-busy="true">{t('loading')}</p>;
  return (
    <div className={styles.status} role="alert">
      <p>{status === 'missing' ? notFound : t('failed')}</p>
      {status === 'failed' ? (
        <Button onClick={retry}>{t('retry')}</Button>
      ) : (
        <a className={styles.appLink} href="#/">
          {t('openApp')}
        </a>
      )}
    </div>
  );
}
