// What a reply cost, where the model's price is known: US dollars per million tokens, in and out,
// from the providers' public price lists (checked 2026-11), or from the custom models list
// ("name $in/out", which wins). A model not listed shows its tokens without a cost rather than a
// guess. Dated snapshots and provider prefixes find their family (canonicalModelName, then the
// longest listed prefix).

import type { TokenUsage } from '../types';
import { parseCustomModels } from './custom-syntax';
import { canonicalModelName } from './rules';

export interface ModelPrice {
  /** USD per 1,000,000 prompt tokens. */
  input: number;
  /** USD per 1,000,000 completion tokens. */
  output: number;
}

const PRICES: Record<string, ModelPrice> = {
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4-turbo': { input: 10, output: 30 },
  'gpt-3.5-turbo': { input: 0.5, output: 1.5 },
  'o1-mini': { input: 1.1, output: 4.4 },
  o1: { input: 15, output: 60 },
  'o3-mini': { input: 1.1, output: 4.4 },
  'claude-3-5-haiku': { input: 0.8, output: 4 },
  'claude-3-5-sonnet': { input: 3, output: 15 },
  'claude-3-opus': { input: 15, output: 75 },
  'claude-3-haiku': { input: 0.25, output: 1.25 },
  'gemini-1.5-flash': { input: 0.075, output: 0.3 },
  'gemini-1.5-pro': { input: 1.25, output: 5 },
};

/** Prices set in custom model lists (the user's and the server's), by canonical model name. */
export type CustomPrices = ReadonlyMap<string, ModelPrice>;

export function customPrices(...lists: readonly string[]): CustomPrices {
  const prices = new Map<string, ModelPrice>();
  for (const rule of parseCustomModels(lists.filter(Boolean).join(','))) {
    if (rule.price) prices.set(canonicalModelName(rule.name), rule.price);
  }
  return prices;
}

/** The price of a model: a custom one for that very model, else the longest listed prefix
 * (gpt-4o-mini before gpt-4o). */
export function priceOf(model: string, custom: CustomPrices = new Map()): ModelPrice | undefined {
  const name = canonicalModelName(model);
  const own = custom.get(name);
  if (own) return own;
  let best: string | undefined;
  for (const key of Object.keys(PRICES)) {
    if ((name === key || name.startsWith(`${key}-`)) && (best === undefined || key.length > best.length)) best = key;
  }
  return best === undefined ? undefined : PRICES[best];
}

/** The cost of some usage in USD, or undefined when the price or a count is unknown. */
export function costOf(model: string, usage: TokenUsage, custom?: CustomPrices): number | undefined {
  const price = priceOf(model, custom);
  if (!price || usage.promptTokens === undefined || usage.completionTokens === undefined) return undefined;
  return (usage.promptTokens * price.input + usage.completionTokens * price.output) / 1_000_000;
}
