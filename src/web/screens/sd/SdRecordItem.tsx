import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageFileName } from '../../../core/images/image-file';
import { EscapeWhileLoading } from '../../components/escape-while-loading';
import { imageRefUrl } from '../../../core/images/image-ref';
import type { SdImageRecord } from '../../../core/types';
import { formatDateTime } from '../../i18n/locale-format';
import { Button } from '../../components/Button/Button';
import { showConfirm } from '../../components/Dialogs/show';
import { copyToClipboard } from '../../components/markdown/copy-to-clipboard';
import { showToast } from '../../components/Toast/showToast';
import { downloadFile } from '../../services/download';
import { loadImageBlob } from '../../services/images/image-blob';
import { deleteImage } from '../../services/images/image-store';
import { useImageUrl } from '../../services/images/use-image-url';
import { runSdGeneration } from '../../services/sd/run-generation';
import { useSdJobs } from '../../services/sd/sd-jobs';
import { useSdStore } from '../../stores/sd-store';
import { useSdDraft } from './sd-draft';
import styles from './Sd.module.css';
import { withStrings } from '../../i18n/setup';

const ImageViewer = lazy(() => withStrings(import('../../components/ImageViewer/ImageViewer'), 'dialogs').then((m) => ({ default: m.ImageViewer })));

const FILE_PREFIX = 'stable-diffusion';

/** A record whose job is not running in this page was cut off by a reload. */
function useShownStatus(record: SdImageRecord): SdImageRecord['status'] | 'interrupted' {
  const running = useSdJobs((s) => s.running.has(record.id));
  if ((record.status === 'wait' || record.status === 'running') && !running) return 'interrupted';
  return record.status;
}

function Thumbnail({ record, onOpen }: { record: SdImageRecord; onOpen: () => void }) {
  const { t } = useTranslation('sd');
  const { src } = useImageUrl(record.imageKey ? imageRefUrl(record.imageKey) : '');
  if (!record.imageKey || !src) return <span className={styles.thumbPlaceholder} aria-hidden="true" />;
  return (
    <button type="button" className={styles.thumbButton} aria-label={t('records.view')} onClick={onOpen}>
      <img className={styles.thumb} src={src} alt={t('records.picture', { prompt: record.prompt })} />
    </button>
  );
}

export function SdRecordItem({ record, onReuse }: { record: SdImageRecord; onReuse?: () => void }) {
  const { t, i18n } = useTranslation('sd');
  const { t: tc } = useTranslation('common');
  const status = useShownStatus(record);
  const [viewing, setViewing] = useState(false);
  const url = record.imageKey ? imageRefUrl(record.imageKey) : undefined;

  const download = async () => {
    if (!url) return;
    try {
      const blob = await loadImageBlob(url);
      downloadFile(imageFileName(blob.type, record.createdAt, FILE_PREFIX), blob, blob.type);
    } catch {
      showToast(tc('downloadFailed'));
    }
  };
  const reuse = () => {
    const { prompt, negativePrompt, aspectRatio, style, outputFormat, model, modelVersion } = record;
    // A record of core or ultra keeps no model version: the form keeps the one it has.
    useSdDraft.getState().set({ prompt, negativePrompt, aspectRatio, style, outputFormat, model, ...(modelVersion ? { modelVersion } : {}) });
    showToast(t('records.reused'));
    onReuse?.();
  };
  const remove = async () => {
    if (!(await showConfirm(t('records.confirmDelete')))) return;
    useSdStore.getState().remove(record.id);
    if (record.imageKey) await deleteImage(record.imageKey);
  };
  const details = [t(`models.${record.model as 'core'}`, { defaultValue: record.model }), record.model === 'sd3' ? record.modelVersion : record.style && t(`styles.${record.style as 'anime'}`, { defaultValue: record.style }), record.aspectRatio, record.outputFormat.toUpperCase()].filter(Boolean);

  return (
    <li className={styles.record}>
      <Thumbnail record={record} onOpen={() => setViewing(true)} />
      <div className={styles.recordBody}>
        <p className={styles.recordPrompt}>{record.prompt}</p>
        <p className={styles.recordMeta}>
          <span className={`${styles.status} ${styles[status]}`}>{t(`records.status.${status}`)}</span> {details.join(' · ')} ·{' '}
          <time dateTime={new Date(record.createdAt).toISOString()}>{formatDateTime(i18n.language, record.createdAt)}</time>
        </p>
        {status === 'error' && record.error && <p className={styles.recordError}>{record.error}</p>}
        {status === 'interrupted' && <p className={styles.recordError}>{t('records.interruptedHint')}</p>}
        <div className={styles.recordActions} role="toolbar" aria-label={t('records.actions', { prompt: record.prompt })}>
          {url && (
            <Button size="sm" onClick={() => void download()}>
              {t('records.download')}
            </Button>
          )}
          <Button size="sm" onClick={() => void copyToClipboard(record.prompt)}>
            {t('records.copyPrompt')}
          </Button>
          <Button size="sm" onClick={reuse}>
            {t('records.reuse')}
          </Button>
          {(status === 'error' || status === 'interrupted') && (
            <Button size="sm" variant="primary" onClick={() => void runSdGeneration(record.id)}>
              {t('records.retry')}
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={() => void remove()}>
            {t('records.delete')}
          </Button>
        </div>
      </div>
      {viewing && url && (
        <Suspense fallback={<EscapeWhileLoading onEscape={() => setViewing(false)} />}>
          <ImageViewer url={url} alt={t('records.picture', { prompt: record.prompt })} date={record.createdAt} filePrefix={FILE_PREFIX} open onClose={() => setViewing(false)} />
        </Suspense>
      )}
    </li>
  );
}
