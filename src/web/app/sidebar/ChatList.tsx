import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useChatStore } from '../../stores/chat-store';
import { formatDateTime } from '../date-format';
import { useTopicLabel } from '../use-topic';
import styles from './ChatList.module.css';

/** The sessions, newest first as the store orders them. Selecting one opens it. */
export function ChatList({ narrow }: { narrow: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const [, navigate] = useLocation();
  const sessions = useChatStore((s) => s.sessions);
  const currentSessionId = useChatStore((s) => s.currentSessionId);
  const selectSession = useChatStore((s) => s.selectSession);
  const topicLabel = useTopicLabel();

  if (sessions.length === 0) return <p className={styles.empty}>{t('sidebar.noChats')}</p>;

  return (
    <ul className={styles.list}>
      {sessions.map((session, index) => {
        const selected = session.id === currentSessionId;
        return (
          <li key={session.id}>
            <button
              type="button"
              className={`${styles.item} ${selected ? styles.selected : ''} ${narrow ? styles.narrow : ''}`}
              aria-current={selected ? 'true' : undefined}
              title={topicLabel(session.topic)}
              onClick={() => {
                selectSession(session.id);
                navigate('/chat');
              }}
            >
              {narrow ? (
                <span className={styles.index}>{index + 1}</span>
              ) : (
                <>
                  <span className={styles.topic}>{topicLabel(session.topic)}</span>
                  <span className={styles.meta}>
                    <span>{t('sidebar.messageCount', { count: session.messageCount })}</span>
                    <span>{formatDateTime(i18n.language, session.lastUpdate)}</span>
                  </span>
                </>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
