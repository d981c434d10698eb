import { deleteSessionWithUndo } from '../../app/sessions/delete-session';
import { useChatStore } from '../../stores/chat-store';
import type { ChatCommand } from './chat-commands';
import { requestModelPicker } from './model-picker-request';

/** Carries out a ':' command; navigate moves between screens. */
export function runChatCommand(command: ChatCommand, navigate: (to: string, options?: { state?: unknown }) => void): void {
  const chat = useChatStore.getState();
  const current = chat.currentSessionId;
  switch (command) {
    case 'new':
      chat.newSession();
      navigate('/chat');
      return;
    case 'newm':
      navigate('/new-chat', { state: { fromHome: true } });
      return;
    case 'next':
      chat.nextSession();
      return;
    case 'prev':
      chat.prevSession();
      return;
    case 'clear':
      chat.clearContext(current);
      return;
    case 'del':
      deleteSessionWithUndo(current);
      return;
    case 'model':
      requestModelPicker();
      return;
  }
}
