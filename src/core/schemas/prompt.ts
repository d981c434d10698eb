// A user prompt record.

import * as z from 'zod/mini';

export const promptSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  content: z.string(),
  createdAt: z.number(),
  isUser: z.optional(z.boolean()),
});
export type Prompt = z.infer<typeof promptSchema>;

export const storedPromptSchema = z.extend(promptSchema, { updatedAt: z.number() });
export type StoredPrompt = z.infer<typeof storedPromptSchema>;
