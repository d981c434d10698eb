import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/Button/IconButton';
import { ExportIcon } from '../../../components/icons/chat';
import { loadExportDialog, openExportDialog } from './open-export-dialog';

/** The chat header's Export button; the dialog starts loading when the pointer or focus arrives. */
export function ExportButton({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('export');
  return (
    <IconButton
      aria-label={t('button')}
      onPointerEnter={() => void loadExportDialog()}
      onFocus={() => void loadExportDialog()}
      onClick={() => openExportDialog(sessionId)}
    >
      <ExportIcon />
    </IconButton>
  );
}
