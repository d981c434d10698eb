// Zod schema of the sync settings.

import * as z from 'zod/mini';
import type { SyncSettings } from '../types';

export const syncSettingsSchema = z.object({
  provider: z.enum(['webdav', 'upstash']),
  useProxy: z.boolean(),
  proxyUrl: z.string(),
  webdav: z.object({ endpoint: z.string(), username: z.string(), password: z.string() }),
  upstash: z.object({ endpoint: z.string(), username: z.string(), apiKey: z.string() }),
  lastSyncTime: z.number(),
  lastProvider: z.string(),
  includeKeys: z.boolean(),
  includeImages: z.boolean(),
  autoSync: z.boolean(),
  lastStatus: z.enum(['none', 'success', 'failed']),
  lastError: z.string(),
}) satisfies z.ZodMiniType<SyncSettings>;
