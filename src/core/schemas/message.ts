// Zod schemas of chat messages: in memory, and as stored one record per message.

import { z } from 'zod';
import type { ChatMessage } from '../types';

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
  content: z.string().optional(),
  isError: z.boolean().optional(),
});

export const chatMessageSchema = z.object({
  id: z.string().min(1),
  date: z.number(),
  role: z.enum(['system', 'user', 'assistant', 'tool']),
  content: messageContentSchema,
  reasoning: z.string().optional(),
  streaming: z.boolean().optional(),
  isError: z.boolean().optional(),
  model: z.string().optional(),
  tools: z.array(messageToolSchema).optional(),
  tool_calls: z.array(toolCallSchema).optional(),
  tool_call_id: z.string().optional(),
}) satisfies z.ZodType<ChatMessage>;

/** A message as its own record: which session it belongs to and its place there (seq). */
export const storedMessageSchema = chatMessageSchema.extend({
  sessionId: z.string().min(1),
  seq: z.number(),
  updatedAt: z.number(),
});
export type StoredMessage = z.infer<typeof storedMessageSchema>;
