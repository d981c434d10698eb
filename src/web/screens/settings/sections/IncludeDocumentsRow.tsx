import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENTS_SYNC_MAX_BYTES } from '../../../../core/sync/documents';
import { useSyncStore } from '../../../stores/sync-store';
import { formatBytes } from '../../knowledge/storage-estimate';
import { SwitchRow } from '../controls';

/** Whether the knowledge files' text travels with sync and backups; the subtitle says how much
 * would go now. The documents' database is read only here, when the sync section is shown. */
export function IncludeDocumentsRow() {
  const { t, i18n } = useTranslation('knowledgeSync');
  const includeDocuments = useSyncStore((s) => s.includeDocuments);
  const update = useSyncStore((s) => s.update);
  const [bytes, setBytes] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    void import('../../../services/knowledge/knowledge-sync-db')
      .then(({ documentsToSend }) => documentsToSend())
      .then(
        (size) => live && setBytes(size.bytes),
        () => live && setBytes(0),
      );
    return () => {
      live = false;
    };
  }, []);

  return (
    <SwitchRow
      title={t('includeDocuments.title')}
      subTitle={t('includeDocuments.subTitle', {
        size: bytes === null ? '…' : formatBytes(i18n.language, bytes),
        max: formatBytes(i18n.language, DOCUMENTS_SYNC_MAX_BYTES),
      })}
      checked={includeDocuments}
      onChange={(value) => update({ includeDocuments: value })}
    />
  );
}
