import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isSyncConfigured } from '../../../core/sync/configured';
import { cx } from '../../components/cx';
import { useSyncRun } from '../../services/sync/sync-run-state';
import { useSyncStore } from '../../stores/sync-store';
import { SyncIcon } from '../../components/icons/shell';
import styles from './Sidebar.module.css';

/** Automatic sync, when on, shows what it is doing beside the settings button. */
export function SyncIndicator() {
  const { t, i18n } = useTranslation('shell');
  const [, navigate] = useLocation();
  const shown = useSyncStore((s) => s.autoSync && isSyncConfigured(s));
  const status = useSyncStore((s) => s.lastStatus);
  const lastSyncTime = useSyncStore((s) => s.lastSyncTime);
  const running = useSyncRun((s) => s.running);
  if (!shown) return null;
  const label = running
    ? t('sidebar.sync.running')
    : status === 'failed'
      ? t('sidebar.sync.failed')
      : status === 'success'
        ? t('sidebar.sync.success', { time: new Date(lastSyncTime).toLocaleTimeString(i18n.language) })
        : t('sidebar.sync.running');
  return (
    <button
      type="button"
      className={cx(styles.iconAction, running && styles.syncing, !running && status === 'failed' && styles.syncFailed)}
      onClick={() => navigate('/settings')}
      aria-label={label}
      title={label}
    >
      <SyncIcon />
    </button>
  );
}
