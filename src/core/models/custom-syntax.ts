// The model-list syntax that administrators (CUSTOM_MODELS, DEFAULT_MODEL) and users (settings) write:
// a comma-separated list of
//   -name          disable            +name or name   enable
//   all / -all     every model        all@provider    every model of one provider
//   name@provider  only that provider's entry         name=Display   also set the display name
//   name $0.15/0.6 its price: US dollars per million tokens in and out (for the cost of replies)
// An unknown name creates an entry of providerType "custom". Later entries win over earlier ones.
//
// This file reads the syntax; custom.ts applies it to the model table. Apart, so that what only reads
// it (the prices of the first screen) does not bring the provider catalogue along.

export interface CustomModelRule {
  available: boolean;
  name: string;
  /** The provider after "@", as written. */
  provider?: string;
  displayName?: string;
  /** USD per million tokens, from a trailing "$in/out". */
  price?: { input: number; output: number };
}

/** "… $0.15/0.6" at the end of an item: a price per million tokens, in and out. */
const PRICE_SUFFIX = /\s*\$\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/;

/** "name@provider" → [name, provider]; the last "@" separates, since a provider name has none. */
export function splitModelProvider(value: string): [string, string | undefined] {
  const at = value.lastIndexOf('@');
  if (at <= 0) return [value, undefined];
  return [value.slice(0, at), value.slice(at + 1) || undefined];
}

/** Parses one comma-separated list; empty items are skipped. */
export function parseCustomModels(list: string): CustomModelRule[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0)
    .flatMap((item): CustomModelRule[] => {
      const available = !item.startsWith('-');
      const priced = PRICE_SUFFIX.exec(item);
      const unpriced = priced ? item.slice(0, priced.index) : item;
      const body = unpriced.startsWith('-') || unpriced.startsWith('+') ? unpriced.slice(1) : unpriced;
      const eq = body.indexOf('=');
      const target = (eq === -1 ? body : body.slice(0, eq)).trim();
      const displayName = eq === -1 ? undefined : body.slice(eq + 1).trim() || undefined;
      const [name, provider] = splitModelProvider(target);
      if (!name) return [];
      const rule: CustomModelRule = { available, name };
      if (provider) rule.provider = provider;
      if (displayName) rule.displayName = displayName;
      if (priced) rule.price = { input: Number(priced[1]), output: Number(priced[2]) };
      return [rule];
    });
}

