import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSyncConfigured } from '../../../../core/sync/configured';
import { Button } from '../../../components/Button/Button';
import { cx } from '../../../components/cx';
import { showConfirm } from '../../../components/Dialogs/show';
import { ListItem } from '../../../components/List/List';
import { showToast } from '../../../components/Toast/showToast';
import { undoLastSync } from '../../../services/sync/backup-actions';
import { syncNow } from '../../../services/sync/run-sync';
import { useSyncRun } from '../../../services/sync/sync-run-state';
import { pageFetch } from '../../../services/http/page-call-out';
import { transportFor } from '../../../services/sync/transport-for';
import { useChatStore } from '../../../stores/chat-store';
import { useMaskStore } from '../../../stores/mask-store';
import { usePromptStore } from '../../../stores/prompt-store';
import { snapshotTime } from '../../../stores/state-db';
import { useSyncStore } from '../../../stores/sync-store';
import styles from '../SettingsScreen.module.css';

type CheckState = 'idle' | 'checking' | 'ok' | 'failed';

/** Status, Check and Sync now, the overview of what this device holds, and undo. */
export function SyncStatusRows() {
  const { t, i18n } = useTranslation('settingsPage');
  const sync = useSyncStore();
  const running = useSyncRun((s) => s.running);
  const configured = isSyncConfigured(sync);
  const [check, setCheck] = useState<CheckState>('idle');
  const [snapshotAt, setSnapshotAt] = useState<number | null>(null);
  const time = (at: number) => new Date(at).toLocaleString(i18n.language);

  useEffect(() => setCheck('idle'), [sync.provider, sync.webdav, sync.upstash, sync.useProxy, sync.proxyUrl]);
  useEffect(() => {
    void snapshotTime().then(setSnapshotAt);
  }, [sync.lastSyncTime, running]);

  const status = running
    ? t('sync.status.running')
    : sync.lastStatus === 'success'
      ? t('sync.status.success', { time: time(sync.lastSyncTime) })
      : sync.lastStatus === 'failed'
        ? t('sync.status.failed', {
            time: time(sync.lastUpdateTime),
            reason: t(`sync.errors.${sync.lastError}` as 'sync.errors.storage', { defaultValue: sync.lastError }),
          })
        : t('sync.status.none');

  const runCheck = async () => {
    setCheck('checking');
    setCheck((await transportFor(useSyncStore.getState().settings(), pageFetch).check()) ? 'ok' : 'failed');
  };
  const undo = async () => {
    if (!(await showConfirm(t('sync.undo.confirm'), { danger: true, confirmText: t('sync.undo.action') }))) return;
    const outcome = await undoLastSync();
    showToast(outcome.ok ? t('sync.undo.done') : t('sync.undo.nothing'));
    setSnapshotAt(null);
  };

  return (
    <>
      <ListItem
        title={t('sync.status.title')}
        subTitle={
          <>
            {!configured ? t('sync.notConfigured') : sync.lastStatus === 'failed' && !running ? <span className={styles.error}>{status}</span> : status}
            {(check === 'ok' || check === 'failed') && (
              <span role="status" className={cx(styles.checkResult, check === 'failed' && styles.error)}>
                {check === 'ok' ? t('sync.check.ok') : t('sync.check.failed')}
              </span>
            )}
          </>
        }
      >
        <div className={styles.buttons}>
          <Button size="sm" disabled={!configured || check === 'checking'} onClick={() => void runCheck()}>
            {check === 'checking' ? t('sync.check.checking') : t('sync.check.action')}
          </Button>
          <Button size="sm" variant="primary" disabled={!configured || running} onClick={() => void syncNow()}>
            {t('sync.now.action')}
          </Button>
        </div>
      </ListItem>
      <OverviewRow />
      {snapshotAt !== null && (
        <ListItem title={t('sync.undo.title')} subTitle={t('sync.undo.subTitle')}>
          <Button size="sm" variant="danger" disabled={running} onClick={() => void undo()}>
            {t('sync.undo.action')}
          </Button>
        </ListItem>
      )}
    </>
  );
}

function OverviewRow() {
  const { t } = useTranslation('settingsPage');
  const sessions = useChatStore((s) => s.sessions);
  const prompts = usePromptStore((s) => Object.values(s.records).length);
  const masks = useMaskStore((s) => Object.values(s.records).length);
  const messages = sessions.reduce((sum, session) => sum + session.messageCount, 0);
  return (
    <ListItem
      title={t('sync.overview.title')}
      subTitle={[
        t('sync.overview.chats', { count: sessions.length }),
        t('sync.overview.messages', { count: messages }),
        t('sync.overview.prompts', { count: prompts }),
        t('sync.overview.masks', { count: masks }),
      ].join(' · ')}
    />
  );
}
