import { useTranslation } from 'react-i18next';
import { summaryIncluded } from '../../../../core/chat/context';
import { useChatStore } from '../../../stores/chat-store';
import { Button } from '../../../components/Button/Button';
import { MessageBody } from '../MessageBody';
import { summarizeNow } from './summarize-now';
import styles from './Session.module.css';

/** The stored memory prompt of a chat, what it covers, and whether requests carry it. */
export function HistorySummary({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('sessionMenu');
  const session = useChatStore((s) => s.sessions.find((item) => item.id === sessionId));
  if (!session) return null;
  const { memoryPrompt, lastSummarizeIndex, clearContextIndex, mask } = session;
  const config = mask.modelConfig;

  if (!config.sendMemory) return <p className={styles.notice}>{t('summary.memoryOff')}</p>;
  const now = (
    <Button size="sm" onClick={() => void summarizeNow(sessionId)}>
      {t('summary.now')}
    </Button>
  );
  if (memoryPrompt.trim() === '') {
    return (
      <div className={styles.summary}>
        <p className={styles.notice}>{t('summary.none', { threshold: config.compressMessageLengthThreshold })}</p>
        {now}
      </div>
    );
  }
  const sent = summaryIncluded({ ...session, modelConfig: config });
  return (
    <div className={styles.summary}>
      {now}
      <p className={styles.notice}>
        {t('summary.covers', { count: lastSummarizeIndex })}{' '}
        {sent ? t('summary.sent') : t('summary.notSent', { clearIndex: clearContextIndex ?? 0 })}
      </p>
      <blockquote className={styles.memory}>
        <MessageBody text={memoryPrompt} streaming={false} />
      </blockquote>
    </div>
  );
}
