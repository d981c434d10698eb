// Zod schema of a user prompt record.

import * as z from 'zod/mini';
import type { Prompt } from '../types';

export const promptSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  content: z.string(),
  createdAt: z.number(),
  isUser: z.optional(z.boolean()),
}) satisfies z.ZodMiniType<Prompt>;

export const storedPromptSchema = z.extend(promptSchema, { updatedAt: z.number() });
export type StoredPrompt = z.infer<typeof storedPromptSchema>;
