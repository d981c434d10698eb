import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { showConfirm, showModal } from '../../../components/Dialogs/show';
import { useFilePicker } from '../../../components/FilePicker/use-file-picker';
import { ListItem } from '../../../components/List/List';
import { showToast } from '../../../components/Toast/showToast';
import { downloadFile } from '../../../services/download';
import { backupText, importBackup, type ImportMode } from '../../../services/sync/backup-actions';
import { useSyncStore } from '../../../stores/sync-store';
import styles from '../SettingsScreen.module.css';

/** Resolves the chosen import mode, or null when the person closed the dialog. */
function askMode(name: string, t: ReturnType<typeof useTranslation<'settingsPage'>>['t']): Promise<ImportMode | null> {
  return new Promise((resolve) => {
    const choose = (mode: ImportMode | null) => {
      close();
      resolve(mode);
    };
    const close = showModal({
      title: t('backup.mode.title', { name }),
      onClose: () => resolve(null),
      children: <p>{t('backup.mode.body')}</p>,
      actions: (
        <>
          <Button variant="danger" onClick={() => choose('replace')}>
            {t('backup.mode.replace')}
          </Button>
          <Button variant="primary" onClick={() => choose('merge')}>
            {t('backup.mode.merge')}
          </Button>
        </>
      ),
    });
  });
}

export function BackupRows() {
  const { t } = useTranslation('settingsPage');
  const includeImages = useSyncStore((s) => s.includeImages);

  const exportBackup = async () => {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    downloadFile(`polychat-backup-${stamp}.json`, await backupText(includeImages));
    showToast(t('backup.exported'));
  };
  const importFile = async (file: File) => {
    const mode = await askMode(file.name, t);
    if (!mode) return;
    if (mode === 'replace' && !(await showConfirm(t('backup.replaceConfirm'), { danger: true, confirmText: t('backup.mode.replace') }))) {
      return;
    }
    const outcome = await importBackup(await file.text(), mode);
    if (!outcome.ok) showToast(t('backup.failed', { reason: t(`backup.problems.${outcome.problem}`) }));
    else showToast(outcome.changed ? t('backup.done') : t('backup.unchanged'));
  };
  const picker = useFilePicker('application/json,.json', (file) => void importFile(file), 'backup-file');

  return (
    <ListItem title={t('backup.title')} subTitle={t('backup.subTitle')}>
      <div className={styles.buttons}>
        <Button size="sm" onClick={() => void exportBackup()}>
          {t('backup.export')}
        </Button>
        <Button size="sm" onClick={picker.open}>
          {t('backup.import')}
        </Button>
        {picker.input}
      </div>
    </ListItem>
  );
}
