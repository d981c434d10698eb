/** A cost in US dollars, small amounts with enough digits to be more than zero. */
export function formatCost(usd: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumSignificantDigits: 3 }).format(usd);
}
