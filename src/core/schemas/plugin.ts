// Zod schema of a plugin record (an OpenAPI document plus how to authenticate to it).

import * as z from 'zod/mini';
import type { Plugin } from '../types';

export const pluginSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  version: z.string(),
  content: z.string(),
  builtin: z.boolean(),
  createdAt: z.number(),
  authType: z.optional(z.enum(['none', 'basic', 'bearer', 'custom'])),
  authHeader: z.optional(z.string()),
  authToken: z.optional(z.string()),
  authLocation: z.optional(z.enum(['header', 'query', 'body'])),
  usingProxy: z.optional(z.boolean()),
  enabled: z.optional(z.boolean()),
}) satisfies z.ZodMiniType<Plugin>;

export const storedPluginSchema = z.extend(pluginSchema, { updatedAt: z.number() });
export type StoredPlugin = z.infer<typeof storedPluginSchema>;
