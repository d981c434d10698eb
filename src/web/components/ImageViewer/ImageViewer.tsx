import { useTranslation } from 'react-i18next';
import { imageFileName } from '../../../core/images/image-file';
import { downloadFile } from '../../services/download';
import { canCopyImages, copyImage } from '../../services/images/copy-image';
import { loadImageBlob } from '../../services/images/image-blob';
import { useImageUrl } from '../../services/images/use-image-url';
import { Button } from '../Button/Button';
import { CopyIcon, DownloadIcon } from '../icons/message';
import { Modal } from '../Modal/Modal';
import { showToast } from '../Toast/showToast';
import styles from './ImageViewer.module.css';

export interface ImageViewerProps {
  /** An `idb-image:` reference, a data URL or an http(s) URL. */
  url: string;
  alt: string;
  open: boolean;
  onClose: () => void;
  /** When the image was made: it dates the downloaded file's name. */
  date: number;
  /** Start of the downloaded file's name. */
  filePrefix?: string;
}

/** An image at full size, with download and copy. */
export function ImageViewer({ url, alt, open, onClose, date, filePrefix }: ImageViewerProps) {
  const { t } = useTranslation('dialogs');
  const { src, failed } = useImageUrl(open ? url : '');

  const withBlob = (use: (blob: Blob) => unknown) => async () => {
    try {
      await use(await loadImageBlob(url));
    } catch (error) {
      console.warn('The image could not be read', error);
      showToast(t('imageViewer.unavailable'));
    }
  };
  const download = withBlob((blob) => downloadFile(imageFileName(blob.type, date, filePrefix), blob, blob.type));

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('imageViewer.title')}
      defaultMaximised
      className={styles.viewer}
      actions={
        <>
          {canCopyImages() && (
            <Button icon={<CopyIcon size={16} />} onClick={() => void withBlob(copyImage)()}>
              {t('imageViewer.copy')}
            </Button>
          )}
          <Button variant="primary" icon={<DownloadIcon size={16} />} onClick={() => void download()}>
            {t('imageViewer.download')}
          </Button>
        </>
      }
    >
      <div className={styles.stage}>
        {failed ? <p>{t('imageViewer.unavailable')}</p> : src ? <img src={src} alt={alt} className={styles.image} /> : null}
      </div>
    </Modal>
  );
}
