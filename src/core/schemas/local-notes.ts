// The small notes the browser keeps in localStorage beside IndexedDB: what replies showed when their
// page went away, and the last check for a newer version.

import * as z from 'zod/mini';

/** The texts one reply showed on screen, by part. */
const shownReplySchema = z.object({ content: z.optional(z.string()), reasoning: z.optional(z.string()) });
export type ShownReply = z.infer<typeof shownReplySchema>;

/** Shown replies by message id; an entry that cannot be read is emptied, not the others with it. */
export const shownRepliesSchema = z.record(z.string(), z.catch(shownReplySchema, {}));

/** The last answer of the update source. */
export const versionCheckSchema = z.object({
  remoteVersion: z.string(),
  /** Where the new version can be read about; older notes have none. */
  releaseUrl: z.catch(z.string(), ''),
  lastUpdate: z.number(),
});
