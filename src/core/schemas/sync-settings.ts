// The sync settings.

import * as z from 'zod/mini';

const syncProviderSchema = z.enum(['webdav', 'upstash']);
export type SyncProvider = z.infer<typeof syncProviderSchema>;

export const syncSettingsSchema = z.object({
  provider: syncProviderSchema,
  useProxy: z.boolean(),
  proxyUrl: z.string(),
  webdav: z.object({ endpoint: z.string(), username: z.string(), password: z.string() }),
  upstash: z.object({ endpoint: z.string(), username: z.string(), apiKey: z.string() }),
  lastSyncTime: z.number(),
  lastProvider: z.string(),
  /** Upload API keys and the access code too (off: they stay on this device). */
  includeKeys: z.boolean(),
  /** Upload the images attached to messages too. */
  includeImages: z.boolean(),
  /** Upload (and take in) the text of the knowledge bases' files too; their names and lists
   * travel always. */
  includeDocuments: z.boolean(),
  /** Sync on start and shortly after each change. */
  autoSync: z.boolean(),
  /** Not yet synced, success, fail. */
  lastStatus: z.enum(['none', 'success', 'failed']),
  /** Why the last sync failed: a SyncErrorCode, or '' after a success. */
  lastError: z.string(),
});
export type SyncSettings = z.infer<typeof syncSettingsSchema>;
