// Zod schema of a deletion record: sync needs it to tell "deleted here" from "never seen here".

import { z } from 'zod';
import type { Tombstone } from '../types';

export const tombstoneSchema = z.object({
  kind: z.string().min(1),
  id: z.string().min(1),
  deletedAt: z.number(),
}) satisfies z.ZodType<Tombstone>;
