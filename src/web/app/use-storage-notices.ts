import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../components/Toast/showToast';
import { useStorageStatus } from '../stores/storage-status';

/** Tells the user, in their language, when stored data could not be read or written. */
export function useStorageNotices(): void {
  const { t } = useTranslation('shell');
  const skipped = useStorageStatus((s) => s.skipped);
  const unavailable = useStorageStatus((s) => s.unavailable);
  const writeError = useStorageStatus((s) => s.writeError);
  useEffect(() => {
    if (skipped > 0) showToast(t('storage.skippedRecords', { count: skipped }));
  }, [skipped, t]);
  useEffect(() => {
    if (unavailable) showToast(t('storage.unavailable'));
  }, [unavailable, t]);
  useEffect(() => {
    if (writeError) showToast(t('storage.writeFailed', { message: writeError }));
  }, [writeError, t]);
}
