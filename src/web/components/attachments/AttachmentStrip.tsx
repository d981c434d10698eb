import { useTranslation } from 'react-i18next';
import type { StoredImageRef } from '../../../core/images/image-ref';
import { useImageUrl } from '../../services/images/use-image-url';
import { IconButton } from '../Button/IconButton';
import { cx } from '../cx';
import { CloseIcon } from '../icons/dialog';
import styles from './AttachmentStrip.module.css';

export interface AttachmentStripProps {
  images: StoredImageRef[];
  onRemove(id: string): void;
  /** Shows that more images are being processed. */
  uploading?: boolean;
  className?: string;
}

/** Thumbnails of the images waiting to be sent, each with a remove button. */
export function AttachmentStrip({ images, onRemove, uploading = false, className }: AttachmentStripProps) {
  const { t } = useTranslation('images');
  if (images.length === 0 && !uploading) return null;
  return (
    <div className={cx(styles.strip, className)}>
      {images.length > 0 && (
        <ul className={styles.list} aria-label={t('attachments')}>
          {images.map((image, index) => (
            <Thumbnail key={image.id} image={image} index={index + 1} onRemove={onRemove} />
          ))}
        </ul>
      )}
      {uploading && (
        <p className={styles.status} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('processing')}
        </p>
      )}
    </div>
  );
}

function Thumbnail({ image, index, onRemove }: { image: StoredImageRef; index: number; onRemove(id: string): void }) {
  const { t } = useTranslation('images');
  const { src, failed } = useImageUrl(image.url);
  const label = failed ? t('unavailable') : t('thumbnail', { index });
  return (
    <li className={styles.item}>
      {src ? (
        <img className={styles.image} src={src} alt={label} width={image.width} height={image.height} />
      ) : (
        <span className={cx(styles.image, styles.placeholder)} role="img" aria-label={label} />
      )}
      <IconButton className={styles.remove} size="sm" aria-label={t('remove', { index })} onClick={() => onRemove(image.id)}>
        <CloseIcon size={12} />
      </IconButton>
    </li>
  );
}
