// Zod schema of a session meta: a session without its messages, which are records of their own.

import * as z from 'zod/mini';
import type { SessionMeta } from '../types';
import { maskSchema } from './mask';

export const chatStatSchema = z.object({
  tokenCount: z.number(),
  wordCount: z.number(),
  charCount: z.number(),
});

export const sessionMetaSchema = z.object({
  id: z.string().check(z.minLength(1)),
  updatedAt: z.number(),
  topic: z.string(),
  memoryPrompt: z.string(),
  stat: chatStatSchema,
  lastUpdate: z.number(),
  lastSummarizeIndex: z.number(),
  clearContextIndex: z.optional(z.number()),
  mask: maskSchema,
  order: z.number(),
  // Older records did not count their messages; 0 is corrected when the messages are loaded.
  messageCount: z._default(z.number(), 0),
}) satisfies z.ZodMiniType<SessionMeta>;
