// The bounds of the model parameters (CLAMPS). Values come from number inputs, imported files and
// synced state, so they may be strings, empty or garbage; anything that is not a number becomes the
// field's fallback, and everything else is brought inside its range.

import { CLAMPS } from '../constants/models';
import type { ModelConfig } from '../types';

export type ClampedField = keyof typeof CLAMPS;
export const CLAMPED_FIELDS = Object.keys(CLAMPS) as ClampedField[];

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

export function clampModelParam(field: ClampedField, value: unknown): number {
  const { min, max, fallback } = CLAMPS[field];
  const number = toNumber(value);
  if (Number.isNaN(number)) return fallback;
  const clamped = Math.min(max, Math.max(min, number));
  // Providers refuse a fractional token count.
  return field === 'max_tokens' ? Math.round(clamped) : clamped;
}

export const clampMaxTokens = (value: unknown) => clampModelParam('max_tokens', value);
export const clampPresencePenalty = (value: unknown) => clampModelParam('presence_penalty', value);
export const clampFrequencyPenalty = (value: unknown) => clampModelParam('frequency_penalty', value);
export const clampTemperature = (value: unknown) => clampModelParam('temperature', value);
export const clampTopP = (value: unknown) => clampModelParam('top_p', value);

/** A copy of the config with every bounded parameter inside its range. */
export function clampModelConfig(config: ModelConfig): ModelConfig {
  const result = { ...config };
  for (const field of CLAMPED_FIELDS) result[field] = clampModelParam(field, config[field]);
  return result;
}
