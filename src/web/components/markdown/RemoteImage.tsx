import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigStore } from '../../stores/config-store';
import styles from './Markdown.module.css';

export interface RemoteImageProps {
  src: string;
  alt: string;
  title?: string | undefined;
}

function hostOf(src: string): string | undefined {
  try {
    const url = new URL(src);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An image from another site in model output. Loading it would tell that site whatever the model
 * was made to put in its address (a prompt injection's way out with the user's data), so it waits
 * for a click, naming the host; a host the user always allows loads at once. Inline (data:)
 * images leak nothing and show as they are.
 */
export function RemoteImage({ src, alt, title }: RemoteImageProps) {
  const { t } = useTranslation('markdown');
  const host = hostOf(src);
  const allowed = useConfigStore((s) => host !== undefined && s.allowedImageHosts.includes(host));
  const allowHost = useConfigStore((s) => s.update);
  const hosts = useConfigStore((s) => s.allowedImageHosts);
  const [clicked, setClicked] = useState(false);

  if (host === undefined || allowed || clicked) {
    return <img src={src} alt={alt} title={title} loading="lazy" referrerPolicy="no-referrer" />;
  }
  return (
    <span className={styles.remoteImage} role="group" aria-label={t('remoteImage.label', { host })}>
      <span className={styles.remoteImageText}>
        {alt ? t('remoteImage.withAlt', { alt, host }) : t('remoteImage.withoutAlt', { host })}
      </span>
      <span className={styles.remoteImageActions}>
        <button type="button" className={styles.remoteImageButton} onClick={() => setClicked(true)}>
          {t('remoteImage.load')}
        </button>
        <button type="button" className={styles.remoteImageButton} onClick={() => allowHost({ allowedImageHosts: [...hosts, host] })}>
          {t('remoteImage.always', { host })}
        </button>
      </span>
    </span>
  );
}
