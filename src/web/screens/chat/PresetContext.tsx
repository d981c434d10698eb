import { useTranslation } from 'react-i18next';
import { messageText } from '../../../core/chat/message-content';
import type { ChatMessage } from '../../../core/types';
import styles from './PresetContext.module.css';

/** The mask's preset conversation, sent before every request of this chat. Shown folded above the
 * conversation unless the mask hides it ("hide preset conversations"). */
export function PresetContext({ messages }: { messages: ChatMessage[] }) {
  const { t } = useTranslation('chat');
  return (
    <details className={styles.preset}>
      <summary>{t('presetContext', { count: messages.length })}</summary>
      <ol className={styles.list}>
        {messages.map((message) => (
          <li key={message.id} className={styles.item}>
            <span className={styles.role}>{t(`roles.${message.role}`)}</span>
            <span className={styles.text}>{messageText(message.content)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
