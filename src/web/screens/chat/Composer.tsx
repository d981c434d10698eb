import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import styles from './Composer.module.css';
import { isSubmitKey } from './submit-key';

/** The engine pulls in every provider adapter and the stream reader: it loads with the first
 * message, not with the first screen. */
const engine = () => import('../../services/chat-engine');

export function Composer({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('chat');
  const submitKey = useConfigStore((s) => s.submitKey);
  const [text, setText] = useState('');
  // Re-render when a reply starts or ends, so the button shows Stop while one streams.
  const streaming = useChatStore((s) => s.messagesBySession[sessionId]?.some((message) => message.streaming) ?? false);

  const send = () => {
    const value = text.trim();
    if (!value) return;
    setText('');
    void engine().then(({ sendUserMessage }) => sendUserMessage(sessionId, value));
  };

  const hint =
    submitKey === 'Enter' ? t('inputHintShiftNewline', { submitKey }) : t('inputHint', { submitKey });
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className={styles.box}>
        <textarea
          className={styles.input}
          aria-label={t('inputLabel')}
          placeholder={hint}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (isSubmitKey({ ...event, isComposing: event.nativeEvent.isComposing }, submitKey)) {
              event.preventDefault();
              send();
            }
          }}
        />
        {streaming ? (
          <button type="button" className={`${styles.button} ${styles.stop}`} onClick={() => void engine().then(({ stopSession }) => stopSession(sessionId))}>
            {t('stop')}
          </button>
        ) : (
          <button type="submit" className={styles.button} disabled={!text.trim()}>
            {t('send')}
          </button>
        )}
      </div>
    </form>
  );
}
