import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../core/chat/message-content';
import type { ChatMessage } from '../../../core/types';
import styles from './MessageList.module.css';

/** The conversation, newest at the bottom, kept scrolled to the end while a reply streams in. */
export function MessageList({ messages }: { messages: ChatMessage[] }) {
  const { t, i18n } = useTranslation('chat');
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const lastLength = last ? messageText(last.content).length : 0;

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, lastLength]);

  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className={styles.scroller}>
      {messages.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('messages')}>
          {messages.map((message) => {
            const text = messageText(message.content);
            return (
              <li key={message.id} className={`${styles.item} ${message.role === 'user' ? styles.user : styles.bot}`}>
                <article
                  className={`${styles.bubble} ${message.isError ? styles.error : ''}`}
                  aria-label={t(`roles.${message.role}`)}
                  aria-busy={message.streaming ? true : undefined}
                >
                  {text || (message.streaming ? <span className={styles.typing}>{t('typing')}</span> : null)}
                </article>
                <div className={styles.meta}>
                  {message.model && <span className={styles.badge}>{message.model}</span>}
                  <time dateTime={new Date(message.date).toISOString()}>{time.format(message.date)}</time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div ref={end} />
    </div>
  );
}
