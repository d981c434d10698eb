// The field names of a record, read from its schema: code that copies a record field by field (a
// store saving its state, the server's part of the access settings) takes them from here, so a field
// added to the schema is copied too.

import type * as z from 'zod/mini';

export function fieldsOf<S extends z.ZodMiniObject>(schema: S): (keyof z.infer<S> & string)[] {
  return Object.keys(schema.shape) as (keyof z.infer<S> & string)[];
}
