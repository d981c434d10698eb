// Providers accept function names matching ^[a-zA-Z0-9_-]{1,64}$ (OpenAI, Anthropic, Gemini
// alike); an operationId may hold dots, spaces or CJK characters, and may be missing. Each
// operation gets a name of that form, unique within the conversation's tools.

import type { PluginOperation } from './operations';

const TOOL_NAME_MAX_LENGTH = 64;
export const TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;

/** The operationId, or "method path" when there is none, in the characters providers accept. */
export function baseToolName(operation: Pick<PluginOperation, 'operationId' | 'method' | 'path'>): string {
  const source = operation.operationId ?? `${operation.method} ${operation.path}`;
  const cleaned = source
    .replace(/[^a-zA-Z0-9_-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^_+|_+$/g, '');
  return (cleaned || operation.method).slice(0, TOOL_NAME_MAX_LENGTH);
}

/** Hands out names, adding _2, _3 … to a name already taken (two plugins may both have "search"). */
export function createNameRegistry(): (base: string) => string {
  const taken = new Set<string>();
  return (base) => {
    let name = base;
    for (let n = 2; taken.has(name); n += 1) {
      const suffix = `_${n}`;
      name = base.slice(0, TOOL_NAME_MAX_LENGTH - suffix.length) + suffix;
    }
    taken.add(name);
    return name;
  };
}
