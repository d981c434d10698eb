// The envelope of a singleton store's record (config, access, sync, and each store's own state):
// its version decides which migrations run on load; its data is validated after them.

import * as z from 'zod/mini';

export const settingsRecordSchema = z.object({
  name: z.string().check(z.minLength(1)),
  version: z.number(),
  updatedAt: z.number(),
  data: z.unknown(),
});
export type SettingsRecord = z.infer<typeof settingsRecordSchema>;

/** Chat-level state kept beside the sessions. */
export const chatStateSchema = z.object({ currentSessionId: z.string() });

/** "The prompt store holds prompts by id plus a counter." */
export const promptStateSchema = z.object({ counter: z.number() });
export type PromptState = z.infer<typeof promptStateSchema>;
