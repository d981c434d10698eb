import i18next from 'i18next';
import { forkAt } from '../../../core/chat/fork';
import { visiblePath } from '../../../core/chat/tree';
import { DEFAULT_TOPIC } from '../../../core/constants/chat';
import { showToast } from '../../components/Toast/showToast';
import { useChatStore } from '../../stores/chat-store';

/** Starts a new chat with the messages up to `messageId`, and opens it (it is selected). */
export async function forkSession(sessionId: string, messageId: string): Promise<void> {
  const chat = useChatStore.getState();
  const meta = chat.sessions.find((item) => item.id === sessionId);
  if (!meta) return;
  const t = i18next.getFixedT(null, 'messages');
  const topic = meta.topic === DEFAULT_TOPIC ? DEFAULT_TOPIC : t('fork.topic', { topic: meta.topic });
  // The fork copies what is on screen up to the message: the path, not the other versions.
  const fork = forkAt(meta, visiblePath(await chat.loadMessages(sessionId)), messageId, topic);
  if (!fork) return;
  await chat.insertSession(fork.meta, fork.messages);
  showToast(t('fork.done'));
}
