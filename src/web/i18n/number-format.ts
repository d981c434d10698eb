/** One Intl.NumberFormat per language, for the `{{count, number}}` of the translations. i18next's
 * own `number` keeps a formatter per set of t() options, and the count is one of them: the chat
 * list built, and kept, a new formatter for every different count it showed. */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatNumber(language: string, value: unknown): string {
  if (typeof value !== 'number') return String(value);
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language);
    formatters.set(language, formatter);
  }
  return formatter.format(value);
}
