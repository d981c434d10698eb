// A session meta: a session without its messages, which are records of their own.

import * as z from 'zod/mini';
import { maskSchema } from './mask';

export const chatStatSchema = z.object({
  tokenCount: z.number(),
  wordCount: z.number(),
  charCount: z.number(),
});
export type ChatStat = z.infer<typeof chatStatSchema>;

export const sessionMetaSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** Every synced record carries an update time, so a merge can tell which copy is newer. */
  updatedAt: z.number(),
  topic: z.string(),
  memoryPrompt: z.string(),
  stat: chatStatSchema,
  lastUpdate: z.number(),
  lastSummarizeIndex: z.number(),
  clearContextIndex: z.optional(z.number()),
  mask: maskSchema,
  /** Position in the session list; smaller comes first. */
  order: z.number(),
  /** Kept with the meta so the session list can show it without loading the messages. Older
   * records did not count their messages; 0 is corrected when the messages are loaded. */
  messageCount: z._default(z.number(), 0),
  /** The last message of the path on screen, kept with the meta so that a long chat opens at the
   * end of that path before its other messages are read (its newest stored ones may be on another
   * branch). Absent in records written before it was kept: those open at their newest stored. */
  pathEnd: z.optional(z.string()),
  /** The MCP tools the user allowed for the rest of this chat ("Allow for this chat"), by server
   * id: the tool names on that server. A tool that may destroy something is never listed. */
  mcpAllowed: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type SessionMeta = z.infer<typeof sessionMetaSchema>;
