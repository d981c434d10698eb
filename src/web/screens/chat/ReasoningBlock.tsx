import { useTranslation } from 'react-i18next';
import { useLiveText } from '../../stores/live-text';
import styles from './MessageItem.module.css';

/** The model's reasoning, apart from the answer and folded away unless the user opens it; while
 * the model is still thinking it stays open so the user sees something happen. */
export function ReasoningBlock({ messageId, text, streaming }: { messageId: string; text: string; streaming: boolean }) {
  const { t } = useTranslation('messages');
  const live = useLiveText(messageId, 'reasoning');
  return (
    <details className={styles.reasoning} open={streaming || undefined}>
      <summary>{streaming ? t('thinking') : t('reasoning')}</summary>
      <div className={styles.reasoningText}>{live ?? text}</div>
    </details>
  );
}
