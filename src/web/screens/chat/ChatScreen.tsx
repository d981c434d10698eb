import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../app/layout/ScreenHeader';
import { useTopicLabel } from '../../app/use-topic';
import { useChatStore } from '../../stores/chat-store';
import styles from './ChatScreen.module.css';
import { Composer } from './Composer';
import { MessageList } from './MessageList';

export function ChatScreen() {
  const { t } = useTranslation('chat');
  const session = useChatStore((s) => s.sessions.find((item) => item.id === s.currentSessionId));
  const messages = useChatStore((s) => (s.currentSessionId ? s.messagesBySession[s.currentSessionId] : undefined));
  const loadMessages = useChatStore((s) => s.loadMessages);
  const topicLabel = useTopicLabel();

  useEffect(() => {
    if (session && !messages) void loadMessages(session.id);
  }, [session, messages, loadMessages]);

  if (!session) return null;
  return (
    <div className={styles.screen}>
      <ScreenHeader title={topicLabel(session.topic)} subtitle={t('messageCount', { count: session.messageCount })} />
      <MessageList session={session} messages={messages ?? []} />
      <Composer sessionId={session.id} />
    </div>
  );
}
