import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { replyStats } from '../../../../core/chat/compare';
import { messageText } from '../../../../core/chat/message-content';
import type { ChatMessage } from '../../../../core/types';
import { Button } from '../../../components/Button/Button';
import { useChatStore } from '../../../stores/chat-store';
import { ListMessageBody } from '../MessageBody';
import { formatCost } from '../usage-format';
import { useCustomPrices } from '../use-custom-prices';
import styles from './Compare.module.css';
import { formatRate, formatSeconds } from './stats-format';

interface AnswerPanelProps {
  sessionId: string;
  answer: ChatMessage;
  now: number;
  /** Its name, the tab's on a phone: a column names itself. */
  labelledBy?: string;
}

/** The name a model's answer is known by: the one the user picked the model by. */
export const answerName = (answer: ChatMessage) => answer.modelLabel ?? answer.model ?? '';

/** One model's answer: its text as it streams (or its error), how fast it came and what it cost,
 * and the button that makes it the chat's answer. */
export function AnswerPanel({ sessionId, answer, now, labelledBy }: AnswerPanelProps) {
  const { t, i18n } = useTranslation(['compare', 'messages']);
  const headingId = useId();
  const prices = useCustomPrices();
  const language = i18n.language;
  const text = messageText(answer.content);
  const streaming = Boolean(answer.streaming);
  const stats = replyStats(answer, now, prices);
  const parts = [
    ...(stats.firstTokenMs === undefined ? [] : [t('firstToken', { time: formatSeconds(stats.firstTokenMs, language) })]),
    ...(stats.tokensPerSecond === undefined ? [] : [t(stats.estimated ? 'rateEstimated' : 'rate', { rate: formatRate(stats.tokensPerSecond, language) })]),
    ...(streaming ? [] : [stats.cost === undefined ? t('costUnknown') : t('cost', { cost: formatCost(stats.cost, language) })]),
  ];
  return (
    <section className={styles.answer} aria-labelledby={labelledBy ?? headingId} aria-busy={streaming || undefined}>
      {!labelledBy && (
        <h3 id={headingId} className={styles.name} title={answer.model}>
          {answerName(answer)}
        </h3>
      )}
      {answer.providerName && <p className={styles.provider}>{answer.providerName}</p>}
      <div className={`${styles.text} ${answer.isError ? styles.failed : ''}`}>
        {text ? <ListMessageBody messageId={answer.id} text={text} streaming={streaming} /> : streaming ? <span className={styles.muted}>{t('waiting')}</span> : null}
      </div>
      {answer.isError && answer.errorDetail && (
        <details className={styles.detail}>
          <summary>{t('messages:errorDetails')}</summary>
          {/* Scrolls when long: focusable so a keyboard can scroll it. */}
          <pre tabIndex={0}>{answer.errorDetail}</pre>
        </details>
      )}
      {parts.length > 0 && <p className={styles.stats}>{parts.join(' · ')}</p>}
      <Button className={styles.choose} variant="primary" size="sm" onClick={() => void useChatStore.getState().chooseVersions(sessionId, [answer.id])}>
        {t('choose')}
      </Button>
    </section>
  );
}
