// Facts the app derives from a model's name alone. Names are compared in lower case because
// administrators type custom names by hand ("GPT-4o"), and providers treat ids case-insensitively
// often enough that a case slip should not silently change behaviour.

import { DEFAULT_KNOWLEDGE_CUTOFF, KNOWLEDGE_CUTOFFS } from '../constants/knowledge-cutoffs';
import type { ModelEntry } from '../types';

/** Vision preview models need an explicit, large max_tokens (see VISION_PREVIEW_MIN_MAX_TOKENS). */
export function isVisionPreviewModel(name: string): boolean {
  const model = name.toLowerCase();
  return model.includes('vision') && model.includes('preview');
}

/** The knowledge cutoff shown in the system prompt. The longest table key the name starts with wins,
 * so dated snapshots ("gpt-4o-2024-11-20") inherit their family's date while a more specific key
 * ("gpt-4o-mini") still takes precedence; a key only matches at a "-" boundary or the whole name. */
export function knowledgeCutoff(model: string): string {
  const name = model.trim().toLowerCase();
  let best: string | undefined;
  for (const key of Object.keys(KNOWLEDGE_CUTOFFS)) {
    const matches = name === key || name.startsWith(`${key}-`);
    if (matches && (best === undefined || key.length > best.length)) best = key;
  }
  return (best && KNOWLEDGE_CUTOFFS[best]) ?? DEFAULT_KNOWLEDGE_CUTOFF;
}

/** What DISABLE_GPT4 blocks: the GPT-4 family with its dated snapshots, chatgpt-4o, and the o1/o3
 * reasoning models (priced like GPT-4), but not gpt-4o-mini, the cheap default chat model. */
const GPT4_PREFIXES = ['gpt-4', 'chatgpt-4o', 'o1', 'o3'];
const GPT4_EXCEPTIONS = ['gpt-4o-mini'];

/** A model name as a rule must see it, whatever spelling slipped past: compatibility forms (NFKC),
 * no spaces or invisible characters anywhere (a leading no-break space, a zero-width joiner inside),
 * lower case, and the bare model under the wrappers that name the same one: a vendor or route path
 * ("openai/gpt-4o", "models/…"), an OpenAI fine-tune ("ft:gpt-4o-2024-08-06:org::id"), a tag or
 * version suffix (":latest", "@2024-08-06"). */
export function canonicalModelName(name: string): string {
  let model = name
    .normalize('NFKC')
    .replace(/[\p{White_Space}\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0]/gu, '')
    .toLowerCase();
  model = model.slice(model.lastIndexOf('/') + 1);
  if (model.startsWith('ft:')) model = model.slice('ft:'.length);
  return model.split(/[:@]/)[0] ?? '';
}

export function isGpt4Family(name: string): boolean {
  const model = canonicalModelName(name);
  if (GPT4_EXCEPTIONS.some((prefix) => model.startsWith(prefix))) return false;
  return GPT4_PREFIXES.some((prefix) => model.startsWith(prefix));
}

/** The list with every GPT-4-family entry made unavailable (the DISABLE_GPT4 option). */
export function disableGpt4Models(models: readonly ModelEntry[]): ModelEntry[] {
  return models.map((entry) => ({
    ...entry,
    provider: { ...entry.provider },
    available: entry.available && !isGpt4Family(entry.name),
  }));
}
