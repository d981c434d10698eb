/** Intl formatters are costly to build (tenths of a millisecond each); a list that formats a date
 * per row would pay it on every render, so one formatter per language is kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(language: string, date: number): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
    formatters.set(language, formatter);
  }
  return formatter.format(date);
}
