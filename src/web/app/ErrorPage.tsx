// The page shown in place of the app when a render fails: what happened, a way to report it, and a
// way out (clear everything, a backup file saved first). It loads when it is needed (ErrorBoundary).

import { useTranslation } from 'react-i18next';
import { ISSUE_TRACKER_URL } from '../../core/constants/project';
import { Question } from '../components/Dialogs/Question';
import { showConfirm } from '../components/Dialogs/show';
import styles from './ErrorBoundary.module.css';

function reportUrl(error: Error): string {
  const title = encodeURIComponent(`[Bug] ${error.message}`.slice(0, 200));
  return `${ISSUE_TRACKER_URL}/new?title=${title}`;
}

/** Clearing all data first saves a backup file, so a user who clears to get unstuck can still
 * bring their chats back. The backup reads the database directly: the stores may never have loaded.
 * Its code loads only when asked for, as the first screen of everyone else has no use for it. */
async function backUpAndClear(): Promise<void> {
  const [{ clearAllData, exportAllData }, { downloadFile }] = await Promise.all([import('../stores/backup'), import('../services/download')]);
  const backup = await exportAllData();
  const stamp = new Date(backup.exportedAt).toISOString().replace(/[:.]/g, '-');
  downloadFile(`polychat-backup-${stamp}.json`, JSON.stringify(backup));
  await clearAllData();
  window.location.reload();
}

export function ErrorPage({ error, componentStack }: { error: Error; componentStack: string }) {
  const { t } = useTranslation(['shell', 'dialogs']);
  const clearAll = async () => {
    if (await showConfirm(<Question ask="clearAllData" />, { danger: true })) await backUpAndClear();
  };
  return (
    <div className={styles.page} role="alert">
      <div className={styles.card}>
        <h1 className={styles.title}>{t('errorBoundary.title')}</h1>
        <p className={styles.message}>{error.message}</p>
        <details className={styles.details}>
          <summary>{t('dialogs:errorPage.details')}</summary>
          <pre>
            {error.stack}
            {componentStack}
          </pre>
        </details>
        <div className={styles.actions}>
          <a className={styles.report} href={reportUrl(error)} target="_blank" rel="noopener noreferrer">
            {t('dialogs:errorPage.report')}
          </a>
          <button type="button" className={styles.clear} onClick={() => void clearAll()}>
            {t('dialogs:errorPage.clearAll')}
          </button>
        </div>
      </div>
    </div>
  );
}
