// Model settings, wherever a ModelConfig is kept (the app config, every mask and chat) and read back
// from storage or an import.

import * as z from 'zod/mini';
import { MODEL_GROUP_COUNT } from '../constants/models';

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
] as const;

export const providerNameSchema = z.enum(PROVIDER_NAMES);
export type ProviderName = z.infer<typeof providerNameSchema>;

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
  /** Set when the model was picked from one of the provider groups (index 0 to 5): the call then
   * goes to that group's url, with its token added by the server. A refinement rather than zod's
   * integer and range checks, whose code would otherwise load with the first screen (see
   * vite.config.ts). */
  group: z.optional(z.number().check(z.refine((index) => Number.isInteger(index) && index >= 0 && index < MODEL_GROUP_COUNT))),
});
export type ModelConfig = z.infer<typeof modelConfigSchema>;
