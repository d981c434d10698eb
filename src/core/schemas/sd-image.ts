// Zod schema of an image-generation record. The image itself lives in image storage (imageKey).

import { z } from 'zod';
import type { SdImageRecord } from '../types';

export const sdStatusSchema = z.enum(['wait', 'running', 'success', 'error']);

export const sdImageSchema = z.object({
  id: z.string().min(1),
  updatedAt: z.number(),
  prompt: z.string(),
  negativePrompt: z.string(),
  aspectRatio: z.string(),
  style: z.string(),
  outputFormat: z.string(),
  model: z.string(),
  modelVersion: z.string(),
  status: sdStatusSchema,
  imageKey: z.string().optional(),
  error: z.string().optional(),
  createdAt: z.number(),
}) satisfies z.ZodType<SdImageRecord>;
