import { useTranslation } from 'react-i18next';
import { costOf } from '../../../core/models/prices';
import type { TokenUsage } from '../../../core/types';
import styles from './MessageItem.module.css';
import { formatCost } from './usage-format';
import { useCustomPrices } from './use-custom-prices';

/** The tokens a reply used, and what they cost where the model's price is known: folded until the
 * user asks. */
export function UsageNote({ model, usage }: { model: string | undefined; usage: TokenUsage }) {
  const { t, i18n } = useTranslation('messages');
  const number = new Intl.NumberFormat(i18n.language);
  const prices = useCustomPrices();
  const cost = model ? costOf(model, usage, prices) : undefined;
  return (
    <details className={styles.usage}>
      <summary>{t('usage.toggle')}</summary>
      {t('usage.tokens', { input: number.format(usage.promptTokens ?? 0), output: number.format(usage.completionTokens ?? 0) })}
      {cost !== undefined && ` · ${t('usage.cost', { cost: formatCost(cost, i18n.language) })}`}
    </details>
  );
}
