import { useTranslation } from 'react-i18next';
import { useImageUrl } from '../../services/images/use-image-url';
import styles from './MessageItem.module.css';

/** An image of a message: stored images are read from IndexedDB for as long as they are shown. */
export function MessageImage({ url, index }: { url: string; index: number }) {
  const { t } = useTranslation('chat');
  const { src, failed } = useImageUrl(url);
  if (failed) return <span className={styles.imageMissing}>{t('imageUnavailable')}</span>;
  if (!src) return <span className={styles.imagePlaceholder} aria-busy="true" />;
  return <img src={src} alt={t('image', { index: index + 1 })} className={styles.image} loading="lazy" />;
}
