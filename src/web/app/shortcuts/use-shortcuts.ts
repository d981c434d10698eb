import { useEffect } from 'react';
import { withStrings } from '../../i18n/setup';
import { useChatStore } from '../../stores/chat-store';

/** Typing a "?" there is writing, not asking for help. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** Ctrl + / anywhere, or ? outside a text field: the list of shortcuts, unless a dialog is open. */
function asksForHelp(event: KeyboardEvent): boolean {
  const help = ((event.ctrlKey || event.metaKey) && event.key === '/') || (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target));
  return help && document.querySelector('[role="dialog"], [role="alertdialog"]') === null;
}

/** The app's own shortcuts (listed in the dialog they open): Alt or Ctrl plus ArrowUp / ArrowDown
 * switches to the previous / next chat; Ctrl + / or ? shows them all. */
export function useShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (asksForHelp(event)) {
        event.preventDefault();
        void withStrings(import('./open-shortcut-help'), 'shortcuts').then(({ openShortcutHelp }) => openShortcutHelp());
        return;
      }
      if (!(event.altKey || event.ctrlKey) || event.shiftKey || event.metaKey) return;
      if (event.key === 'ArrowUp') useChatStore.getState().prevSession();
      else if (event.key === 'ArrowDown') useChatStore.getState().nextSession();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
