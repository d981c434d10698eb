import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { visiblePath } from '../../../../core/chat/tree';
import { usageTotal } from '../../../../core/chat/usage';
import { useChatStore } from '../../../stores/chat-store';
import { computeStat } from '../../../stores/session-stats';
import { formatTotalCost } from '../usage-format';
import { useCustomPrices } from '../use-custom-prices';
import styles from './Session.module.css';

/** Token, word and character counts of the chat (the session's `stat` record). */
export function SessionStats({ sessionId }: { sessionId: string }) {
  const { t, i18n } = useTranslation('sessionMenu');
  const session = useChatStore((s) => s.sessions.find((item) => item.id === sessionId));
  const whole = useChatStore((s) => s.messagesBySession[sessionId]);
  // The statistics of what is on screen: the path through the chat's versions.
  const messages = whole && visiblePath(whole);
  const prices = useCustomPrices();
  // The stored counts are those of the chat's last change; a chat imported or synced with other
  // counts shows what it holds once its messages are read (each message's measure is kept).
  const counted = useMemo(() => messages && computeStat(messages), [messages]);
  if (!session) return null;
  const stat = counted ?? session.stat;
  const number = new Intl.NumberFormat(i18n.language);
  const used = usageTotal(messages ?? [], prices);
  const total = used.cost === undefined ? undefined : formatTotalCost(used.cost, i18n.language);
  const rows: [string, number][] = [
    [t('stats.messages'), messages?.length ?? session.messageCount],
    [t('stats.tokens'), stat.tokenCount],
    [t('stats.words'), stat.wordCount],
    [t('stats.characters'), stat.charCount],
  ];
  return (
    <div>
      <dl className={styles.stats}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <dt>{label}</dt>
            <dd>{number.format(value)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.hint}>{t('stats.note')}</p>
      {used.replies > 0 && (
        <p className={styles.hint}>
          {t('stats.usage', { input: number.format(used.promptTokens), output: number.format(used.completionTokens) })}
          {total && ` · ${t(total.below ? 'stats.costBelow' : 'stats.cost', { cost: total.cost })}`}
        </p>
      )}
    </div>
  );
}
