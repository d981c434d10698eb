// Local references ("$ref": "#/components/schemas/Pet"): the only kind a plugin document can use,
// since it is stored as one text with no location to resolve other files against.

import { PluginFormatError } from './errors';
import { isObject, type JsonObject } from './read-document';

/** RFC 6901 inside a URI fragment: percent-decoding first, then ~1 and ~0. */
function pointerTokens(ref: string): string[] {
  const pointer = decodeURIComponent(ref.slice(1));
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new PluginFormatError('bad_ref', ref);
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value a local $ref points to; a reference elsewhere or to nothing is a format error. */
export function resolvePointer(document: JsonObject, ref: string): unknown {
  if (!ref.startsWith('#')) throw new PluginFormatError('bad_ref', ref);
  let current: unknown = document;
  let tokens: string[];
  try {
    tokens = pointerTokens(ref);
  } catch (error) {
    if (error instanceof PluginFormatError) throw error;
    throw new PluginFormatError('bad_ref', ref);
  }
  for (const token of tokens) {
    if (Array.isArray(current) && /^\d+$/.test(token)) current = current[Number(token)];
    else if (isObject(current) && Object.hasOwn(current, token)) current = current[token];
    else throw new PluginFormatError('bad_ref', ref);
  }
  if (current === undefined) throw new PluginFormatError('bad_ref', ref);
  return current;
}

/** Follows a chain of $refs (a parameter that is a $ref to a $ref …) to the object itself. */
export function derefObject(document: JsonObject, value: unknown): JsonObject | undefined {
  const seen = new Set<string>();
  let current = value;
  while (isObject(current) && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new PluginFormatError('bad_ref', current.$ref);
    seen.add(current.$ref);
    current = resolvePointer(document, current.$ref);
  }
  return isObject(current) ? current : undefined;
}
