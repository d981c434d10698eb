// Zod schema of a plugin record (an OpenAPI document plus how to authenticate to it).

import { z } from 'zod';
import type { Plugin } from '../types';

export const pluginSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  version: z.string(),
  content: z.string(),
  builtin: z.boolean(),
  createdAt: z.number(),
  authType: z.enum(['none', 'basic', 'bearer', 'custom']).optional(),
  authHeader: z.string().optional(),
  authToken: z.string().optional(),
  authLocation: z.enum(['header', 'query', 'body']).optional(),
  usingProxy: z.boolean().optional(),
}) satisfies z.ZodType<Plugin>;

export const storedPluginSchema = pluginSchema.extend({ updatedAt: z.number() });
export type StoredPlugin = z.infer<typeof storedPluginSchema>;
