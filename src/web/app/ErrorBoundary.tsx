import { Component, type ErrorInfo, type ReactNode } from 'react';
import { withTranslation, type WithTranslation } from 'react-i18next';
import { ISSUE_TRACKER_URL } from '../../core/constants';
import { showConfirm } from '../components';
import { downloadFile } from '../services/download';
import { clearAllData, exportAllData } from '../stores/backup';
import styles from './ErrorBoundary.module.css';

interface State {
  error: Error | null;
  info: string;
}

function reportUrl(error: Error): string {
  const title = encodeURIComponent(`[Bug] ${error.message}`.slice(0, 200));
  return `${ISSUE_TRACKER_URL}/new?title=${title}`;
}

/** Catches render errors anywhere below it. Clearing all data first saves a backup file, so a
 * user who clears to get unstuck can still bring their chats back. */
class ErrorBoundaryInner extends Component<WithTranslation & { children: ReactNode }, State> {
  override state: State = { error: null, info: '' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error);
    this.setState({ info: info.componentStack ?? '' });
  }

  private clearAll = async () => {
    const { t } = this.props;
    if (!(await showConfirm(t('errorBoundary.confirmClear')))) return;
    const backup = await exportAllData();
    const stamp = new Date(backup.exportedAt).toISOString().replace(/[:.]/g, '-');
    downloadFile(`polychat-backup-${stamp}.json`, JSON.stringify(backup));
    await clearAllData();
    window.location.reload();
  };

  override render() {
    const { error, info } = this.state;
    const { t } = this.props;
    if (!error) return this.props.children;
    return (
      <div className={styles.page} role="alert">
        <div className={styles.card}>
          <h1 className={styles.title}>{t('errorBoundary.title')}</h1>
          <p className={styles.message}>{error.message}</p>
          <details className={styles.details}>
            <summary>{t('errorBoundary.details')}</summary>
            <pre>
              {error.stack}
              {info}
            </pre>
          </details>
          <div className={styles.actions}>
            <a className={styles.report} href={reportUrl(error)} target="_blank" rel="noopener noreferrer">
              {t('errorBoundary.report')}
            </a>
            <button type="button" className={styles.clear} onClick={() => void this.clearAll()}>
              {t('errorBoundary.clearAll')}
            </button>
          </div>
        </div>
      </div>
    );
  }
}

export const ErrorBoundary = withTranslation('shell')(ErrorBoundaryInner);
