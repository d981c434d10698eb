// Masks: embedded in every session, and as user records of the mask store.

import * as z from 'zod/mini';
import { chatMessageSchema } from './message';
import { modelConfigSchema } from './model-config';
import { WEB_SEARCH_BY } from '../constants/web-search';

export const maskSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  avatar: z.string(),
  context: z.array(chatMessageSchema),
  modelConfig: modelConfigSchema,
  lang: z.optional(z.string()),
  createdAt: z.number(),
  builtin: z.boolean(),
  hideContext: z.optional(z.boolean()),
  syncGlobalConfig: z.optional(z.boolean()),
  enableArtifacts: z.optional(z.boolean()),
  plugin: z.optional(z.array(z.string())),
  /** The MCP servers (their ids) whose tools the chat offers the model, beside the plugins'. */
  mcp: z.optional(z.array(z.string())),
  /** The chat searches the web for its answers (web search tools, or a search before each answer). */
  webSearch: z.optional(z.boolean()),
  /** Who searches when web search is on: the app (its search service and page reader), or the
   * model's own search where its provider has one. Unset: the app. */
  webSearchBy: z.optional(z.catch(z.optional(z.enum(WEB_SEARCH_BY)), undefined)),
  /** The knowledge bases (their ids) whose passages every turn of the chat is given. */
  knowledge: z.optional(z.array(z.string())),
});
export type Mask = z.infer<typeof maskSchema>;

export const storedMaskSchema = z.extend(maskSchema, { updatedAt: z.number() });
export type StoredMask = z.infer<typeof storedMaskSchema>;
