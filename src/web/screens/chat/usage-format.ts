import { perLanguage } from '../../i18n/locale-format';

/** Significant figures of a reply's cost: enough to tell one price from another, few enough to
 * read at a glance (≈ $0.0000086 rather than $0.00000855). */
const COST_SIGNIFICANT_DIGITS = 2;
/** A sum of money is read in cents: more digits than that only where the amount is below a cent. */
const CENT_DIGITS = 2;
/** The smallest total a chat's statistics show as an amount: below it, "< $0.01". */
const TOTAL_COST_FLOOR_USD = 0.01;

const replyFormat = perLanguage(
  (language) =>
    new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      minimumSignificantDigits: COST_SIGNIFICANT_DIGITS,
      maximumSignificantDigits: COST_SIGNIFICANT_DIGITS,
      maximumFractionDigits: CENT_DIGITS,
      // Two significant figures below a cent, cents above: $1,234.57, never $1,200.
      roundingPriority: 'morePrecision',
    }),
);
const totalFormat = perLanguage(
  (language) => new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: CENT_DIGITS, maximumFractionDigits: CENT_DIGITS }),
);

/** A reply's cost in US dollars, to two significant figures, so a fraction of a cent still reads
 * as more than zero. */
export function formatCost(usd: number, language: string): string {
  return replyFormat(language).format(usd);
}

/** A chat's total cost in cents; a total above zero but under a cent is "below" one cent, since
 * "$0.00" would say it cost nothing. */
export function formatTotalCost(usd: number, language: string): { below: boolean; cost: string } {
  const below = usd > 0 && usd < TOTAL_COST_FLOOR_USD;
  return { below, cost: totalFormat(language).format(below ? TOTAL_COST_FLOOR_USD : usd) };
}
