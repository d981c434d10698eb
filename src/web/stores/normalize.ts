// Repairs of stored settings objects: a field that is missing or of the wrong type takes its
// default, and model parameters are clamped to their bounds (core/models/clamp). Pure.

import * as z from 'zod/mini';
import { defaultModelConfig } from '../../core/defaults';
import { CLAMPED_FIELDS, clampModelConfig, clampModelParam } from '../../core/models/clamp';
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
  schema: z.ZodMiniObject,
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
    if (field instanceof z.ZodMiniObject && isPlainObject(defaultValue)) {
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

/** A stored model config made whole: defaults for what is missing, numbers clamped. */
export function normalizeModelConfig(raw: unknown): ModelConfig {
  const source = isPlainObject(raw) ? { ...raw } : {};
  // Numbers stored as strings by old versions are clamped into numbers rather than dropped.
  for (const field of CLAMPED_FIELDS) {
    if (field in source) source[field] = clampModelParam(field, source[field]);
  }
  return clampModelConfig(fillFromDefaults(modelConfigSchema, defaultModelConfig(), source).value);
}
