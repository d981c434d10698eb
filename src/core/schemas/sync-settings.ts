// Zod schema of the sync settings.

import { z } from 'zod';
import type { SyncSettings } from '../types';

export const syncSettingsSchema = z.object({
  provider: z.enum(['webdav', 'upstash']),
  useProxy: z.boolean(),
  proxyUrl: z.string(),
  webdav: z.object({ endpoint: z.string(), username: z.string(), password: z.string() }),
  upstash: z.object({ endpoint: z.string(), username: z.string(), apiKey: z.string() }),
  lastSyncTime: z.number(),
  lastProvider: z.string(),
}) satisfies z.ZodType<SyncSettings>;
