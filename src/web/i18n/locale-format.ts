// Dates and counts in the reader's language. Intl formatters are costly to build (tenths of a
// millisecond each, and the page's first one 25 ms): a list that formats a value per row would pay
// that on every render, so one formatter of each kind is kept per language.

export function perLanguage<F>(make: (language: string) => F): (language: string) => F {
  const formatters = new Map<string, F>();
  return (language) => {
    let formatter = formatters.get(language);
    if (!formatter) {
      formatter = make(language);
      formatters.set(language, formatter);
    }
    return formatter;
  };
}

const dateTimeFormat = perLanguage((language) => new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }));
const numberFormat = perLanguage((language) => new Intl.NumberFormat(language));

export function formatDateTime(language: string, date: number): string {
  return dateTimeFormat(language).format(date);
}

/** The `{{count, number}}` of the translations. i18next's own `number` keeps a formatter per set of
 * t() options, and the count is one of them: the chat list built, and kept, a new formatter for
 * every different count it showed. */
export function formatNumber(language: string, value: unknown): string {
  return typeof value === 'number' ? numberFormat(language).format(value) : String(value);
}
