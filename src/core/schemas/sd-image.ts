// Zod schema of an image-generation record. The image itself lives in image storage (imageKey).

import * as z from 'zod/mini';
import type { SdImageRecord } from '../types';

const sdStatusSchema = z.enum(['wait', 'running', 'success', 'error']);

export const sdImageSchema = z.object({
  id: z.string().check(z.minLength(1)),
  updatedAt: z.number(),
  prompt: z.string(),
  negativePrompt: z.string(),
  aspectRatio: z.string(),
  style: z.string(),
  outputFormat: z.string(),
  model: z.string(),
  modelVersion: z.string(),
  status: sdStatusSchema,
  imageKey: z.optional(z.string()),
  error: z.optional(z.string()),
  createdAt: z.number(),
}) satisfies z.ZodMiniType<SdImageRecord>;
