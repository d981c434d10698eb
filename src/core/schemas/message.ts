// Chat messages: in memory, and as stored one record per message. The types are inferred from the
// schemas, so a field exists in one place and every reader that parses keeps it.

import * as z from 'zod/mini';
import { CHAT_ERROR_CODES } from '../chat/error-codes';
import { messageSourceSchema } from './message-source';

const roleSchema = z.enum(['system', 'user', 'assistant', 'tool']);
export type Role = z.infer<typeof roleSchema>;

// Plain unions rather than discriminated ones: the same records pass, and the first screen does
// without zod's discriminated-union code (see vite.config.ts).
const contentPartSchema = z.union([
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('image_url'), image_url: z.object({ url: z.string() }) }),
]);
export type ContentPart = z.infer<typeof contentPartSchema>;

export const messageContentSchema = z.union([z.string(), z.array(contentPartSchema)]);
export type MessageContent = z.infer<typeof messageContentSchema>;

const toolCallSchema = z.object({
  id: z.string(),
  type: z.literal('function'),
  function: z.object({ name: z.string(), arguments: z.string() }),
});
export type ToolCall = z.infer<typeof toolCallSchema>;

/** One piece of what a tool returned, as the reader is shown it (an MCP tool may return images and
 * links beside text). Images are data: URLs and links are addresses; the screen checks both again
 * before it shows them, since a record may come from another device. */
const toolResultPartSchema = z.union([
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('image'), url: z.string() }),
  z.object({ type: z.literal('link'), url: z.string(), name: z.optional(z.string()) }),
]);
export type ToolResultPart = z.infer<typeof toolResultPartSchema>;

/** A tool the model used on its own (e.g. web search), shown with the message. */
const messageToolSchema = z.object({
  id: z.string(),
  type: z.string(),
  content: z.optional(z.string()),
  /** What the reader is shown instead of `content`, when it differs from what the model read. */
  parts: z.optional(z.array(toolResultPartSchema)),
  isError: z.optional(z.boolean()),
});
export type MessageTool = z.infer<typeof messageToolSchema>;

/** A passage of the user's documents that a reply was given, under the number it is cited by ([1]).
 * Its text is kept with the reply, so that the citation still opens after the file is removed. */
const citedPassageSchema = z.object({
  n: z.number(),
  passageId: z.string(),
  fileName: z.string(),
  page: z.optional(z.number()),
  heading: z.optional(z.string()),
  text: z.string(),
});
export type CitedPassage = z.infer<typeof citedPassageSchema>;

const tokenUsageSchema = z.object({ promptTokens: z.optional(z.number()), completionTokens: z.optional(z.number()) });
export type TokenUsage = z.infer<typeof tokenUsageSchema>;

export const chatMessageSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** When the message was created, epoch ms. */
  date: z.number(),
  role: roleSchema,
  content: messageContentSchema,
  /** Reasoning or thinking text of the model, shown apart from the answer. */
  reasoning: z.optional(z.string()),
  streaming: z.optional(z.boolean()),
  /** The reply was cut off (a reload, a crash) before it finished: it keeps what had arrived. */
  interrupted: z.optional(z.boolean()),
  isError: z.optional(z.boolean()),
  /** Which catalogue error the reply ended with, when it did: the UI offers the way out of it (an
   * unauthorized reply links to the access page). An unknown code (a newer device's) is dropped
   * rather than the message. */
  errorCode: z.optional(z.catch(z.optional(z.enum(CHAT_ERROR_CODES)), undefined)),
  /** What the provider or server said, shown folded under the error's own sentence. */
  errorDetail: z.optional(z.string()),
  /** Answered from the canned answers on this device, not by a model. */
  canned: z.optional(z.boolean()),
  /** The name the user picked the model by (a category's, say), when it is not the model's id. */
  modelLabel: z.optional(z.string()),
  /** The tokens the provider counted for this reply, when it said. */
  usage: z.optional(tokenUsageSchema),
  model: z.optional(z.string()),
  tools: z.optional(z.array(messageToolSchema)),
  tool_calls: z.optional(z.array(toolCallSchema)),
  tool_call_id: z.optional(z.string()),
  /** The web pages a searched answer rests on, numbered as it cites them. */
  sources: z.optional(z.array(messageSourceSchema)),
  /** The passages of the user's knowledge bases the reply was given (in its context or by its
   * search tool), which it cites by number. */
  citations: z.optional(z.array(citedPassageSchema)),
  /** The message this one follows in the chat's tree: null at the root. Messages stored before
   * chats were trees have none and follow the message stored before them (see chat/tree.ts). */
  parentId: z.optional(z.nullable(z.string())),
  /** When this version was last chosen to be shown among its siblings (a clock of sync/clock.ts):
   * the latest choice wins, on every device. */
  chosenAt: z.optional(z.number()),
  /** One of the answers of several models asked the same question at once: they show side by side
   * until one of them is chosen (chat/compare.ts). */
  compared: z.optional(z.boolean()),
  /** The provider that answered a question asked of several models: a model's name alone does not
   * tell which of the providers serving it was asked. */
  providerName: z.optional(z.string()),
  /** How fast the reply came: its first words `firstTokenMs` after it was asked, and the rest over
   * `streamMs` from there (set when it finished). */
  timing: z.optional(z.object({ firstTokenMs: z.number(), streamMs: z.optional(z.number()) })),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A message as its own record: which session it belongs to and its place there (seq). */
export const storedMessageSchema = z.extend(chatMessageSchema, {
  sessionId: z.string().check(z.minLength(1)),
  seq: z.number(),
  updatedAt: z.number(),
});
export type StoredMessage = z.infer<typeof storedMessageSchema>;
