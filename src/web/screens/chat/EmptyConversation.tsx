import { useTranslation } from 'react-i18next';
import styles from './MessageList.module.css';

/** The place of the conversation: with no message yet, an invitation; while the list's code loads
 * for a chat that has messages, the same empty place, so nothing moves when the rows come. */
export function EmptyConversation({ invite }: { invite: boolean }) {
  const { t } = useTranslation('chat');
  return <div className={styles.scroller}>{invite && <p className={styles.empty}>{t('empty')}</p>}</div>;
}
