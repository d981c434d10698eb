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

/** Takes each field of the schema from `raw` when it passes that field's schema, else from
 * `defaults`. The fields are the schema's, not the defaults': an optional field, which has no
 * default, is kept as well. */
export function fillFromDefaults<S extends z.ZodMiniObject>(schema: S, defaults: z.infer<S>, raw: unknown): Filled<z.infer<S>> {
  const source = isPlainObject(raw) ? raw : {};
  const base = defaults as Record<string, unknown>;
  const value: Record<string, unknown> = { ...base };
  const rejected: string[] = [];
  for (const [key, field] of Object.entries(schema.shape)) {
    if (!(key in source)) continue;
    const candidate = source[key];
    const defaultValue = base[key];
    if (field instanceof z.ZodMiniObject && isPlainObject(defaultValue)) {
      const nested = fillFromDefaults(field, defaultValue, candidate);
      value[key] = nested.value;
      rejected.push(...nested.rejected.map((name) => `${key}.${name}`));
      continue;
    }
    const parsed = z.safeParse(field, candidate);
    if (parsed.success) value[key] = parsed.data;
    else rejected.push(key);
  }
  return { value: value as z.infer<S>, rejected };
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
