import i18next from 'i18next';
import { showToast } from '../../../components/Toast/showToast';

/** Images can be put on the clipboard only where the async clipboard takes ClipboardItems. */
export function canCopyImages(): boolean {
  return typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function';
}

export async function copyImage(blob: Blob): Promise<boolean> {
  const t = i18next.getFixedT(null, 'common');
  try {
    await navigator.clipboard.write([new ClipboardItem({ [blob.type || 'image/png']: blob })]);
  } catch (error) {
    console.warn('Copying the image failed', error);
    showToast(t('copyFailed'));
    return false;
  }
  showToast(t('copySuccess'));
  return true;
}
