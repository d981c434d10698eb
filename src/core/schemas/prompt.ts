// Zod schema of a user prompt record.

import { z } from 'zod';
import type { Prompt } from '../types';

export const promptSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  content: z.string(),
  createdAt: z.number(),
  isUser: z.boolean().optional(),
}) satisfies z.ZodType<Prompt>;

export const storedPromptSchema = promptSchema.extend({ updatedAt: z.number() });
export type StoredPrompt = z.infer<typeof storedPromptSchema>;
