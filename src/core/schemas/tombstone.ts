// A deletion record: sync needs it to tell "deleted here" from "never seen here".

import * as z from 'zod/mini';

export const tombstoneSchema = z.object({
  /** The store the deleted record belonged to, e.g. "session", "message", "mask". */
  kind: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
  deletedAt: z.number(),
});
export type Tombstone = z.infer<typeof tombstoneSchema>;
