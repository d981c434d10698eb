import { useEffect } from 'react';
import { useChatStore } from '../stores/chat-store';

/** Alt or Ctrl plus ArrowUp / ArrowDown switches to the previous / next chat session. */
export function useSessionShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
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
