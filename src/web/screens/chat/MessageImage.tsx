import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EscapeWhileLoading } from '../../components/escape-while-loading';
import { useImageUrl } from '../../services/images/use-image-url';
import styles from './MessageItem.module.css';
import { withStrings } from '../../i18n/setup';

/** The viewer (and the dialog toolkit it stands on) loads with the first image opened. */
const ImageViewer = lazy(() => withStrings(import('../../components/ImageViewer/ImageViewer'), 'dialogs').then((m) => ({ default: m.ImageViewer })));

/** An image of a message: stored images are read from IndexedDB for as long as they are shown; a
 * click opens it at full size, with download and copy. */
export function MessageImage({ url, index, date }: { url: string; index: number; date: number }) {
  const { t } = useTranslation('messages');
  const { src, failed } = useImageUrl(url);
  const [open, setOpen] = useState(false);
  if (failed) return <span className={styles.imageMissing}>{t('imageUnavailable')}</span>;
  if (!src) return <span className={styles.imagePlaceholder} aria-busy="true" />;
  const alt = t('image', { index: index + 1 });
  return (
    <>
      <button type="button" className={styles.imageButton} aria-label={t('imageViewer.open', { index: index + 1 })} onClick={() => setOpen(true)}>
        <img src={src} alt={alt} className={styles.image} loading="lazy" />
      </button>
      {open && (
        <Suspense fallback={<EscapeWhileLoading onEscape={() => setOpen(false)} />}>
          <ImageViewer url={url} alt={alt} date={date} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
