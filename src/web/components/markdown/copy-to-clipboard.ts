import i18next from 'i18next';
import { loadNamespace } from '../../i18n/setup';
import { showToast } from '../Toast/showToast';

/** For browsers without the async clipboard, or pages where it is refused (plain http, a
 * permission denied): a selected, off-screen textarea and the old copy command. */
function copyWithTextarea(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.insetInlineStart = '-9999px';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  const selection = document.getSelection();
  const previousRange = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  // Some browsers copy only from a focused field; the focus goes back to the copy button after.
  textarea.focus({ preventScroll: true });
  textarea.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus({ preventScroll: true });
    if (previousRange && selection) {
      selection.removeAllRanges();
      selection.addRange(previousRange);
    }
  }
}

/** Copies text and says so in a toast; resolves to whether it worked. */
export async function copyToClipboard(text: string): Promise<boolean> {
  let copied: boolean;
  try {
    if (!navigator.clipboard?.writeText) throw new Error('No async clipboard');
    await navigator.clipboard.writeText(text);
    copied = true;
  } catch {
    copied = copyWithTextarea(text);
  }
  // The words screens share come with the first screen beyond the chat; a copy may come first.
  await loadNamespace('common');
  const t = i18next.getFixedT(null, 'common');
  showToast(copied ? t('copySuccess') : t('copyFailed'));
  return copied;
}
