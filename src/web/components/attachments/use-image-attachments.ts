// Pending images of the composer: added by the upload button, paste or drop, processed and stored
// one by one, shown as thumbnails until the message is sent. Light on purpose: the composer loads
// it with the first screen, the image pipeline and its strings load with the first image.

import { useCallback, useLayoutEffect, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import i18next from 'i18next';
import type { StoredImageRef } from '../../../core/images/image-ref';
import { imageErrorCode } from '../../services/images/image-errors';
import { isImageFile } from '../../services/images/image-files';
import { withStrings } from '../../i18n/setup';

const pipeline = () => withStrings(import('../../services/images/process-image'), 'images');
const imageStore = () => import('../../services/images/image-store');

export interface ImageAttachments {
  /** Processed and stored, in the order they were added. */
  images: StoredImageRef[];
  /** Processes the files one after another; a file that fails is logged, reported and dropped. */
  addFiles(files: FileList | readonly File[]): Promise<void>;
  /** Takes an image off the message and deletes it from storage. */
  remove(id: string): void;
  /** Forgets the pending images without deleting them: call it once they are sent, because the
   * sent message now refers to them. */
  clear(): void;
  /** Puts images taken off by clear() back, when what they were sent with did not go. */
  restore(images: readonly StoredImageRef[]): void;
  onPaste(event: ClipboardEvent<HTMLElement>): void;
  onDrop(event: DragEvent<HTMLElement>): void;
  onDragOver(event: DragEvent<HTMLElement>): void;
  /** True while at least one file is being processed. */
  uploading: boolean;
  /** The translated reason the last failed file was dropped, until the next add or clear. */
  error: string | null;
}

function discard(id: string): void {
  void imageStore()
    .then(({ deleteImage }) => deleteImage(id))
    .catch((error: unknown) => console.warn(`Could not delete image ${id}`, error));
}

/** With `enabled` false (a model without vision), paste and drop do nothing, so text pastes as
 * usual and the composer can hide its upload button. */
export function useImageAttachments({ enabled = true }: { enabled?: boolean } = {}): ImageAttachments {
  const [images, setImages] = useState<StoredImageRef[]>([]);
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(false);

  // A layout effect: its clean-up runs in the commit that removes the composer, where a passive
  // effect's may run later, and an image finishing in between would be kept by nobody.
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const addFiles = useCallback(
    async (list: FileList | readonly File[]) => {
      const files = Array.from(list);
      if (files.length === 0) return;
      setError(null);
      setPending((count) => count + files.length);
      for (const file of files) {
        try {
          const { processImageFile } = await pipeline();
          const image = await processImageFile(file);
          // Nobody will send an image added after the composer went away: do not keep it.
          if (mounted.current) setImages((current) => [...current, image]);
          else discard(image.id);
        } catch (failure) {
          console.warn(`The image "${file.name}" was dropped`, failure);
          if (mounted.current) setError(i18next.t(`images:errors.${imageErrorCode(failure)}`, { name: file.name }));
        } finally {
          if (mounted.current) setPending((count) => count - 1);
        }
      }
    },
    [],
  );

  const remove = useCallback((id: string) => {
    setImages((current) => current.filter((image) => image.id !== id));
    discard(id);
  }, []);

  const clear = useCallback(() => {
    setImages([]);
    setError(null);
  }, []);

  const restore = useCallback((back: readonly StoredImageRef[]) => {
    setImages((current) => [...back, ...current.filter((image) => !back.some((item) => item.id === image.id))]);
  }, []);

  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLElement>) => {
      if (!enabled) return;
      const files = Array.from(event.clipboardData.items)
        .filter((item) => item.kind === 'file')
        .map((item) => item.getAsFile())
        .filter((file): file is File => file !== null && isImageFile(file));
      if (files.length === 0) return;
      // Otherwise some browsers also paste the file's name or an <img> as text.
      event.preventDefault();
      void addFiles(files);
    },
    [enabled, addFiles],
  );

  const onDragOver = useCallback(
    (event: DragEvent<HTMLElement>) => {
      if (!enabled || !Array.from(event.dataTransfer.types).includes('Files')) return;
      // Without this the browser refuses the drop.
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    [enabled],
  );

  const onDrop = useCallback(
    (event: DragEvent<HTMLElement>) => {
      if (!enabled || event.dataTransfer.files.length === 0) return;
      // Otherwise the browser leaves the app to open the file.
      event.preventDefault();
      void addFiles(event.dataTransfer.files);
    },
    [enabled, addFiles],
  );

  return { images, addFiles, remove, clear, restore, onPaste, onDrop, onDragOver, uploading: pending > 0, error };
}
