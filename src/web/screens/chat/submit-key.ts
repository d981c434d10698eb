import type { SubmitKey } from '../../../core/constants/settings';

interface KeyState {
  key: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** An IME is composing (Chinese, Japanese input): Enter confirms the composition, never sends. */
  isComposing: boolean;
}

/** Whether a key press sends the message under the chosen send key. */
export function isSubmitKey(event: KeyState, submitKey: SubmitKey): boolean {
  if (event.key !== 'Enter' || event.isComposing) return false;
  const { ctrlKey, shiftKey, altKey, metaKey } = event;
  switch (submitKey) {
    case 'Enter':
      return !ctrlKey && !shiftKey && !altKey && !metaKey;
    case 'Ctrl+Enter':
      return ctrlKey && !shiftKey && !altKey && !metaKey;
    case 'Shift+Enter':
      return shiftKey && !ctrlKey && !altKey && !metaKey;
    case 'Alt+Enter':
      return altKey && !ctrlKey && !shiftKey && !metaKey;
    case 'Meta+Enter':
      return metaKey && !ctrlKey && !shiftKey && !altKey;
  }
}
