// Test helper: a value of a schema with every field set, optional ones included, so that a test can
// check that a reader keeps every field a record has, including fields added after the test was
// written. Strings are their path (easy to trace in a failed comparison), numbers 1 (within every
// bound the records have), booleans true, and the first choice of an enum or a union.

import type * as z from 'zod/mini';

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  entries?: Record<string, string>;
  values?: unknown[];
}

const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as Def;

function sample(schema: z.ZodMiniType, path: string): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, sample(field, `${path}.${key}`)]));
    case 'optional':
    case 'default':
    case 'catch':
    case 'nullable':
      return sample(def.innerType as z.ZodMiniType, path);
    case 'array':
      return [sample(def.element as z.ZodMiniType, `${path}.0`)];
    case 'record':
      return { [`${path}.key`]: sample(def.valueType as z.ZodMiniType, `${path}.value`) };
    case 'union':
      return sample((def.options ?? [])[0] as z.ZodMiniType, path);
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'string':
    case 'unknown':
      return path;
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      throw new Error(`everyField: no sample for a ${def.type} at ${path}`);
  }
}

export function everyField<S extends z.ZodMiniType>(schema: S, label = 'record'): z.infer<S> {
  return sample(schema, label) as z.infer<S>;
}

/** Every path of an object's keys, nested objects and arrays' first elements included, so a test
 * can say which field a reader dropped. */
export function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.length > 0 ? keyPaths(value[0], `${prefix}[0]`) : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...keyPaths(inner, path)];
  });
}
