// Zod schemas of masks: embedded in a session, and as user records of the mask store.

import { z } from 'zod';
import type { Mask } from '../types';
import { chatMessageSchema } from './message';
import { modelConfigSchema } from './model-config';

export const maskSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  avatar: z.string(),
  context: z.array(chatMessageSchema),
  modelConfig: modelConfigSchema,
  lang: z.string().optional(),
  createdAt: z.number(),
  builtin: z.boolean(),
  hideContext: z.boolean().optional(),
  syncGlobalConfig: z.boolean().optional(),
  enableArtifacts: z.boolean().optional(),
  plugin: z.array(z.string()).optional(),
}) satisfies z.ZodType<Mask>;

export const storedMaskSchema = maskSchema.extend({ updatedAt: z.number() });
export type StoredMask = z.infer<typeof storedMaskSchema>;
