// An image attached to a message, as stored in its own table (messages refer to it by id).

import * as z from 'zod/mini';

/** A processed image as stored: the data URL is exactly what is sent to a provider. */
export const storedImageSchema = z.object({
  id: z.string().check(z.minLength(1)),
  dataUrl: z.string(),
  mime: z.string(),
  width: z.number(),
  height: z.number(),
  /** Epoch ms. */
  createdAt: z.number(),
});
export type StoredImage = z.infer<typeof storedImageSchema>;
