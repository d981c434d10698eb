import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/Button/IconButton';
import { loadExportDialog, openExportDialog } from './open-export-dialog';

function ExportIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 15V3M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
    </svg>
  );
}

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
