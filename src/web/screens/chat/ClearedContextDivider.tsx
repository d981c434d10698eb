import { useTranslation } from 'react-i18next';
import { useChatStore } from '../../stores/chat-store';
import styles from './MessageItem.module.css';

/** Where the context was cleared: what is above is no longer sent. A click brings it back. */
export function ClearedContextDivider({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation(['messages', 'chat']);
  const revert = useChatStore((s) => s.revertClearContext);
  return (
    <div className={styles.divider} role="separator">
      <span>{t('contextCleared')}</span>
      <button type="button" className={styles.dividerAction} onClick={() => revert(sessionId)}>
        {t('chat:revertClear')}
      </button>
    </div>
  );
}
