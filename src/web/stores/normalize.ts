// Repairs of stored settings objects: a field that is missing or of the wrong type takes its
// default, and model parameters are clamped to the spec's bounds. Pure, used by migrations.

import { z } from 'zod';
import { CLAMPS } from '../../core/constants';
import { defaultModelConfig } from '../../core/defaults';
import { modelConfigSchema } from '../../core/schemas';
import type { ModelConfig } from '../../core/types';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface Filled<T> {
  value: T;
  /** Fields that were present but unusable: the user's value was lost, so it is reported. */
  rejected: string[];
}

/** Takes each field of `defaults` from `raw` when it passes that field's schema. */
export function fillFromDefaults<T extends object>(
  schema: z.ZodObject<z.ZodRawShape>,
  defaults: T,
  raw: unknown,
): Filled<T> {
  const source = isPlainObject(raw) ? raw : {};
  const value: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  const rejected: string[] = [];
  for (const key of Object.keys(defaults)) {
    if (!(key in source)) continue;
    const field = schema.shape[key];
    const candidate = source[key];
    const defaultValue = (defaults as Record<string, unknown>)[key];
    if (field instanceof z.ZodObject && isPlainObject(defaultValue)) {
      const nested = fillFromDefaults(field, defaultValue, candidate);
      value[key] = nested.value;
      rejected.push(...nested.rejected.map((name) => `${key}.${name}`));
      continue;
    }
    if (field && z.safeParse(field, candidate).success) value[key] = candidate;
    else rejected.push(key);
  }
  return { value: value as T, rejected };
}

type ClampedKey = keyof typeof CLAMPS;

function clampNumber(value: unknown, key: ClampedKey): number {
  const { min, max, fallback } = CLAMPS[key];
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value));
  if (Number.isNaN(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

/** "Model parameter clamps" of part 1 section 5. */
export function clampModelConfig(config: ModelConfig): ModelConfig {
  return {
    ...config,
    max_tokens: clampNumber(config.max_tokens, 'max_tokens'),
    presence_penalty: clampNumber(config.presence_penalty, 'presence_penalty'),
    frequency_penalty: clampNumber(config.frequency_penalty, 'frequency_penalty'),
    temperature: clampNumber(config.temperature, 'temperature'),
    top_p: clampNumber(config.top_p, 'top_p'),
  };
}

/** A stored model config made whole: defaults for what is missing, numbers clamped. */
export function normalizeModelConfig(raw: unknown): ModelConfig {
  const source = isPlainObject(raw) ? { ...raw } : {};
  // Numbers stored as strings by old versions are clamped into numbers rather than dropped.
  for (const key of Object.keys(CLAMPS) as ClampedKey[]) {
    if (key in source) source[key] = clampNumber(source[key], key);
  }
  return clampModelConfig(fillFromDefaults(modelConfigSchema, defaultModelConfig(), source).value);
}
