import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../../core/types';
import { MOBILE_QUERY, useMediaQuery } from '../../../app/use-media-query';
import { AnswerPanel } from './AnswerPanel';
import { AnswerTabs } from './AnswerTabs';
import styles from './Compare.module.css';
import { useNow } from './use-now';

interface ComparisonProps {
  sessionId: string;
  /** The answers asked together, none chosen yet. */
  answers: readonly ChatMessage[];
}

/** Several models' answers to one question, side by side in columns, or as tabs to swipe through
 * on a phone, until one of them is chosen. */
export function Comparison({ sessionId, answers }: ComparisonProps) {
  const { t } = useTranslation('compare');
  const phone = useMediaQuery(MOBILE_QUERY);
  const now = useNow(answers.some((answer) => answer.streaming));
  if (phone) return <AnswerTabs sessionId={sessionId} answers={answers} now={now} />;
  return (
    <div className={styles.columns} role="group" aria-label={t('answers')} style={{ gridTemplateColumns: `repeat(${answers.length}, minmax(0, 1fr))` }}>
      {answers.map((answer) => (
        <AnswerPanel key={answer.id} sessionId={sessionId} answer={answer} now={now} />
      ))}
    </div>
  );
}
