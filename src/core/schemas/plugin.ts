// A plugin record: an OpenAPI document plus how to authenticate to it.

import * as z from 'zod/mini';

const pluginAuthTypeSchema = z.enum(['none', 'basic', 'bearer', 'custom']);
export type PluginAuthType = z.infer<typeof pluginAuthTypeSchema>;
const pluginAuthLocationSchema = z.enum(['header', 'query', 'body']);
export type PluginAuthLocation = z.infer<typeof pluginAuthLocationSchema>;

export const pluginSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  version: z.string(),
  content: z.string(),
  builtin: z.boolean(),
  createdAt: z.number(),
  authType: z.optional(pluginAuthTypeSchema),
  authHeader: z.optional(z.string()),
  authToken: z.optional(z.string()),
  authLocation: z.optional(pluginAuthLocationSchema),
  usingProxy: z.optional(z.boolean()),
  /** Off: the plugin gives no chat its tools, without being deleted. Absent means on. */
  enabled: z.optional(z.boolean()),
});
export type Plugin = z.infer<typeof pluginSchema>;

export const storedPluginSchema = z.extend(pluginSchema, { updatedAt: z.number() });
export type StoredPlugin = z.infer<typeof storedPluginSchema>;
