// An image-generation record. The image itself lives in image storage (imageKey).

import * as z from 'zod/mini';

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
  status: z.enum(['wait', 'running', 'success', 'error']),
  /** Key of the generated image in image storage, once it exists. */
  imageKey: z.optional(z.string()),
  error: z.optional(z.string()),
  createdAt: z.number(),
});
export type SdImageRecord = z.infer<typeof sdImageSchema>;
