// An OpenAPI schema turned into the JSON schema a tool definition carries: $refs inlined, and only
// the keywords every provider accepts. Gemini refuses a function declaration with a keyword it does
// not know (additionalProperties, $schema, example …), and OpenAI's and Anthropic's models read the
// same subset just as well.

import { isObject, type JsonObject } from './read-document';
import { resolvePointer } from './refs';

export type JsonSchema = Record<string, unknown>;

/** Copied as they are. */
const PLAIN_KEYWORDS = [
  'title',
  'description',
  'format',
  'enum',
  'default',
  'nullable',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
] as const;

/** Real schemas nest a few levels; a document nesting deeper is malformed or hostile. */
const MAX_DEPTH = 32;

interface Walk {
  document: JsonObject;
  /** The $refs being expanded on the way here: meeting one again is recursion. */
  refs: readonly string[];
  depth: number;
}

/** "type": ["string", "null"] (OpenAPI 3.1) as the single type plus nullable that all providers read. */
function typeOf(type: unknown, into: JsonSchema): void {
  if (typeof type === 'string') {
    into.type = type;
    return;
  }
  if (!Array.isArray(type)) return;
  const types = type.filter((item): item is string => typeof item === 'string' && item !== 'null');
  if (types.length < type.length) into.nullable = true;
  if (types.length === 1) into.type = types[0];
  else if (types.length > 1) into.anyOf = types.map((item) => ({ type: item }));
}

/** allOf members folded into one object schema: their properties and required names together. */
function mergeAll(members: JsonSchema[]): JsonSchema {
  const merged: JsonSchema = {};
  const properties: JsonSchema = {};
  const required = new Set<string>();
  for (const member of members) {
    for (const [key, value] of Object.entries(member)) {
      if (key === 'properties' && isObject(value)) Object.assign(properties, value);
      else if (key === 'required' && Array.isArray(value)) value.forEach((name) => required.add(String(name)));
      else if (!(key in merged)) merged[key] = value;
    }
  }
  if (Object.keys(properties).length > 0) {
    merged.type ??= 'object';
    merged.properties = properties;
  }
  if (required.size > 0) merged.required = [...required];
  return merged;
}

function walk(raw: unknown, at: Walk): JsonSchema {
  if (!isObject(raw) || at.depth > MAX_DEPTH) return {};
  if (typeof raw.$ref === 'string') {
    const ref = raw.$ref;
    // A recursive type (a tree of comments) cannot be written out; the model gets "an object" there.
    if (at.refs.includes(ref)) return { type: 'object' };
    const target = walk(resolvePointer(at.document, ref), { ...at, refs: [...at.refs, ref], depth: at.depth + 1 });
    // OpenAPI 3.1 lets a description sit beside the $ref; it is the more specific one.
    return typeof raw.description === 'string' ? { ...target, description: raw.description } : target;
  }
  const next: Walk = { ...at, depth: at.depth + 1 };
  const out: JsonSchema = {};
  typeOf(raw.type, out);
  for (const key of PLAIN_KEYWORDS) if (raw[key] !== undefined) out[key] = raw[key];
  if (isObject(raw.properties)) {
    out.properties = Object.fromEntries(Object.entries(raw.properties).map(([name, value]) => [name, walk(value, next)]));
    out.type ??= 'object';
  }
  if (Array.isArray(raw.required)) {
    const names = raw.required.filter((name): name is string => typeof name === 'string');
    if (names.length > 0) out.required = names;
  }
  if (raw.items !== undefined) out.items = walk(raw.items, next);
  const alternatives = [raw.anyOf, raw.oneOf].find(Array.isArray);
  if (alternatives) out.anyOf = alternatives.map((member) => walk(member, next));
  if (Array.isArray(raw.allOf)) {
    const members = raw.allOf.map((member) => walk(member, next));
    return mergeAll([out, ...members]);
  }
  return out;
}

/** The provider-ready schema of an OpenAPI schema object. */
export function portableSchema(document: JsonObject, raw: unknown): JsonSchema {
  return walk(raw, { document, refs: [], depth: 0 });
}
