// Zod schemas of chat messages: in memory, and as stored one record per message.

import * as z from 'zod/mini';
import { CHAT_ERROR_CODES, type ChatMessage } from '../types';

const contentPartSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('image_url'), image_url: z.object({ url: z.string() }) }),
]);

export const messageContentSchema = z.union([z.string(), z.array(contentPartSchema)]);

const toolCallSchema = z.object({
  id: z.string(),
  type: z.literal('function'),
  function: z.object({ name: z.string(), arguments: z.string() }),
});

const messageToolSchema = z.object({
  id: z.string(),
  type: z.string(),
  content: z.optional(z.string()),
  isError: z.optional(z.boolean()),
});

export const chatMessageSchema = z.object({
  id: z.string().check(z.minLength(1)),
  date: z.number(),
  role: z.enum(['system', 'user', 'assistant', 'tool']),
  content: messageContentSchema,
  reasoning: z.optional(z.string()),
  streaming: z.optional(z.boolean()),
  interrupted: z.optional(z.boolean()),
  isError: z.optional(z.boolean()),
  // An unknown code (a newer device's) is dropped rather than the message.
  errorCode: z.optional(z.catch(z.optional(z.enum(CHAT_ERROR_CODES)), undefined)),
  errorDetail: z.optional(z.string()),
  canned: z.optional(z.boolean()),
  modelLabel: z.optional(z.string()),
  usage: z.optional(z.object({ promptTokens: z.optional(z.number()), completionTokens: z.optional(z.number()) })),
  model: z.optional(z.string()),
  tools: z.optional(z.array(messageToolSchema)),
  tool_calls: z.optional(z.array(toolCallSchema)),
  tool_call_id: z.optional(z.string()),
}) satisfies z.ZodMiniType<ChatMessage>;

/** A message as its own record: which session it belongs to and its place there (seq). */
export const storedMessageSchema = z.extend(chatMessageSchema, {
  sessionId: z.string().check(z.minLength(1)),
  seq: z.number(),
  updatedAt: z.number(),
});
export type StoredMessage = z.infer<typeof storedMessageSchema>;
