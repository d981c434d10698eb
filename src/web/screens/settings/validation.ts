// Checks on what the user types into settings and what a link brings (part 2 section 5).

/** "Custom OpenAI-style endpoint: it must include http:// or https:// unless it is the default."
 * Empty is the default (the server's or the provider's public address). */
export function isValidEndpoint(url: string): boolean {
  const value = url.trim();
  if (value === '') return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}

/** Text field values that reach a number setting: anything that is not a finite number keeps the
 * previous value, so a half-typed "-" or an emptied field does not wipe the setting. */
export function parseIntegerInput(value: string, previous: number, min: number, max: number): number {
  const number = Number.parseInt(value, 10);
  if (!Number.isFinite(number)) return previous;
  return Math.min(max, Math.max(min, number));
}
