// Zod schemas of model settings, used wherever a ModelConfig comes back from storage or an import.

import * as z from 'zod/mini';
import { MODEL_GROUP_COUNT } from '../constants/models';
import type { ModelConfig, ProviderName } from '../types';

export const PROVIDER_NAMES = [
  'OpenAI',
  'Azure',
  'Google',
  'Anthropic',
  'Baidu',
  'ByteDance',
  'Alibaba',
  'Tencent',
  'Moonshot',
  'Iflytek',
  'Stability',
] as const satisfies readonly ProviderName[];

export const providerNameSchema = z.enum(PROVIDER_NAMES);

export const modelConfigSchema = z.object({
  model: z.string(),
  providerName: providerNameSchema,
  temperature: z.number(),
  top_p: z.number(),
  max_tokens: z.number(),
  presence_penalty: z.number(),
  frequency_penalty: z.number(),
  sendMemory: z.boolean(),
  historyMessageCount: z.number(),
  compressMessageLengthThreshold: z.number(),
  enableInjectSystemPrompts: z.boolean(),
  template: z.string(),
  size: z.string(),
  quality: z.string(),
  style: z.string(),
  group: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(MODEL_GROUP_COUNT - 1))),
}) satisfies z.ZodMiniType<ModelConfig>;
