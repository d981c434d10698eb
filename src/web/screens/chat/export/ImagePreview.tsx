import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { exportFileName } from '../../../../core/export/file-name';
import type { ChatMessage } from '../../../../core/types';
import { Button } from '../../../components/Button/Button';
import { canCopyImages, copyImage } from '../../../services/images/copy-image';
import { ConversationSheet } from './ConversationSheet';
import styles from './Export.module.css';
import { drawSheet, settle } from './render-image';
import { PNG_FILE, saveFile } from './save-file';

export interface RenderedImage {
  blob: Blob;
  url: string;
  name: string;
}

type Progress = { kind: 'drawing'; done: number; count: number } | { kind: 'failed'; message: string } | { kind: 'done' };

interface ImagePreviewProps {
  topic: string;
  model: string;
  exportedAt: number;
  messages: ChatMessage[];
  /** Called with the drawn images (the dialog's footer acts on a single one). */
  onImages: (images: RenderedImage[]) => void;
}

/** Draws the conversation off screen, then shows the images. A long conversation gives several
 * images, each with its own buttons. What is drawn is fixed when the preview opens: a title that
 * arrives meanwhile does not start the drawing again. */
export function ImagePreview({ onImages, ...props }: ImagePreviewProps) {
  const { t } = useTranslation('exportDialog');
  const [{ topic, model, exportedAt, messages }] = useState(props);
  const sheet = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState<Progress>({ kind: 'drawing', done: 0, count: 1 });
  const [images, setImages] = useState<RenderedImage[]>([]);
  const report = useRef(onImages);
  useEffect(() => {
    report.current = onImages;
  });

  useEffect(() => {
    const controller = new AbortController();
    let drawn: RenderedImage[] = [];
    const run = async () => {
      const element = sheet.current;
      if (!element) return;
      await settle(element);
      const blobs = await drawSheet(element, {
        pageLabel: (index, count) => t('preview.page', { index: index + 1, count }),
        onProgress: (done, count) => setProgress({ kind: 'drawing', done, count }),
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      drawn = blobs.map((blob, index) => ({
        blob,
        url: URL.createObjectURL(blob),
        name: exportFileName(topic, exportedAt, PNG_FILE.extension, blobs.length > 1 ? index + 1 : undefined),
      }));
      setImages(drawn);
      setProgress({ kind: 'done' });
      report.current(drawn);
    };
    run().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.warn('Drawing the conversation failed', error);
      setProgress({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      controller.abort();
      for (const image of drawn) URL.revokeObjectURL(image.url);
    };
  }, [t, topic, exportedAt]);

  const count = images.length;
  return (
    <div className={styles.imagePreview}>
      {progress.kind !== 'done' &&
        createPortal(
          <div className={styles.offscreen} aria-hidden="true">
            <ConversationSheet ref={sheet} topic={topic} model={model} exportedAt={exportedAt} messages={messages} />
          </div>,
          document.body,
        )}
      {progress.kind === 'drawing' && (
        <p role="status" className={styles.hint}>
          {progress.count > 1 ? t('preview.renderingPages', { done: progress.done + 1, count: progress.count }) : t('preview.rendering')}
        </p>
      )}
      {progress.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('preview.renderFailed', { message: progress.message })}
        </p>
      )}
      {count > 1 && <p className={styles.hint}>{t('preview.pages', { count })}</p>}
      {images.map((image, index) => (
        <figure key={image.url} className={styles.figure}>
          <img src={image.url} alt={count > 1 ? t('preview.pageAlt', { index: index + 1, count }) : t('preview.imageAlt')} className={styles.image} />
          {count > 1 && (
            <figcaption className={styles.caption}>
              <span>{t('preview.page', { index: index + 1, count })}</span>
              {canCopyImages() && (
                <Button size="sm" onClick={() => void copyImage(image.blob)}>
                  {t('preview.copyPage', { index: index + 1 })}
                </Button>
              )}
              <Button size="sm" onClick={() => void saveFile(image.blob, image.name, PNG_FILE)}>
                {t('preview.downloadPage', { index: index + 1 })}
              </Button>
            </figcaption>
          )}
        </figure>
      ))}
    </div>
  );
}
