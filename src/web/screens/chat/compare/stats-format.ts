import { perLanguage } from '../../../i18n/locale-format';

/** A time to the first words reads in tenths of a second: finer is noise between two runs. */
const SECONDS_FRACTION_DIGITS = 1;
/** Tokens per second read as whole numbers above ten, with a tenth below. */
const RATE_SIGNIFICANT_DIGITS = 2;
const MS_PER_SECOND = 1000;

const secondsFormat = perLanguage(
  (language) =>
    new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'second',
      unitDisplay: 'short',
      minimumFractionDigits: SECONDS_FRACTION_DIGITS,
      maximumFractionDigits: SECONDS_FRACTION_DIGITS,
    }),
);
const rateFormat = perLanguage(
  (language) => new Intl.NumberFormat(language, { maximumSignificantDigits: RATE_SIGNIFICANT_DIGITS, roundingPriority: 'lessPrecision', maximumFractionDigits: 1 }),
);

/** "0.4 s", in the language's own way of writing it. */
export function formatSeconds(ms: number, language: string): string {
  return secondsFormat(language).format(ms / MS_PER_SECOND);
}

export function formatRate(rate: number, language: string): string {
  return rateFormat(language).format(rate);
}
