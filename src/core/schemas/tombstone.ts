// Zod schema of a deletion record: sync needs it to tell "deleted here" from "never seen here".

import * as z from 'zod/mini';
import type { Tombstone } from '../types';

export const tombstoneSchema = z.object({
  kind: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
  deletedAt: z.number(),
}) satisfies z.ZodMiniType<Tombstone>;
