import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../app/layout/ScreenHeader';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { useTopicLabel } from '../../app/use-topic';
import { useChatStore } from '../../stores/chat-store';
import { ChatHeaderActions } from './ChatHeaderActions';
import styles from './ChatScreen.module.css';
import { Composer } from './Composer';
import { EmptyConversation } from './EmptyConversation';
import { useMessageList } from './message-list-loader';
import { ModelButton } from './ModelButton';
import { PresetContext } from './PresetContext';
import { ToolConsentSlot } from './ToolConsentSlot';
import { useReadReplies } from './use-read-replies';

/** The screen subscribes to the session only; the message list subscribes to the messages, so a
 * streamed frame re-renders the list and not the header or the input. */
export function ChatScreen() {
  const { t } = useTranslation('chat');
  const session = useChatStore((s) => s.sessions.find((item) => item.id === s.currentSessionId));
  const loaded = useChatStore((s) => Boolean(s.currentSessionId && s.messagesBySession[s.currentSessionId]));
  const loadMessages = useChatStore((s) => s.loadMessages);
  const topicLabel = useTopicLabel();
  const { value: MessageList, failed: listFailed, retry: retryList } = useMessageList(Boolean(session && session.messageCount > 0));

  useEffect(() => {
    if (session && !loaded) void loadMessages(session.id);
  }, [session, loaded, loadMessages]);
  useReadReplies(session?.id);

  if (!session) return null;
  return (
    <div className={styles.screen}>
      <ScreenHeader
        title={topicLabel(session.topic)}
        subtitle={
          <>
            <span>{t('messageCount', { count: session.messageCount })}</span>
            <span aria-hidden="true"> · </span>
            <ModelButton session={session} />
          </>
        }
        actions={<ChatHeaderActions sessionId={session.id} />}
      />
      {!session.mask.hideContext && session.mask.context.length > 0 && <PresetContext messages={session.mask.context} />}
      {session.messageCount > 0 ? (
        MessageList ? (
          // Nothing below suspends once the list's code and words are here; the boundary keeps the
          // screen if a part ever does.
          <Suspense fallback={<EmptyConversation invite={false} />}>
            <MessageList session={session} />
          </Suspense>
        ) : listFailed ? (
          <LoadFailed onRetry={retryList} />
        ) : (
          <EmptyConversation invite={false} />
        )
      ) : (
        <EmptyConversation invite />
      )}
      <Composer sessionId={session.id} />
      <ToolConsentSlot sessionId={session.id} />
    </div>
  );
}
