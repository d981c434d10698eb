import i18next from 'i18next';
import { showToast } from '../../components/Toast/showToast';

/** Images can be put on the clipboard only where the async clipboard takes ClipboardItems. */
export function canCopyImages(): boolean {
  return typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function';
}

/** Browsers write only PNG to the clipboard: a JPEG or WebP is redrawn as one first. */
async function asPng(blob: Blob): Promise<Blob> {
  if (blob.type === 'image/png') return blob;
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve, reject) => canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('PNG encoding failed'))), 'image/png'));
}

export async function copyImage(blob: Blob): Promise<boolean> {
  const t = i18next.getFixedT(null, 'common');
  try {
    // The item takes a promise, so the browser sees the user's click before the conversion ends.
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': asPng(blob) })]);
  } catch (error) {
    console.warn('Copying the image failed', error);
    showToast(t('copyFailed'));
    return false;
  }
  showToast(t('copySuccess'));
  return true;
}
