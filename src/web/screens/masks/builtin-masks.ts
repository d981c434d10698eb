// Built-in masks: public/masks.json, lists cn, tw and en. The file is fetched, not bundled, so the
// first screen does not pay for it; each entry is a compact form (role and content per preset
// message, only the model settings that differ) completed here into a full, read-only Mask.

import * as z from 'zod/mini';
import { BUILTIN_MASK_ID_START } from '../../../core/constants/chat';
import { defaultModelConfig } from '../../../core/defaults';
import { clampModelConfig } from '../../../core/models/clamp';
import { maskSchema } from '../../../core/schemas/mask';
import { modelConfigSchema } from '../../../core/schemas/model-config';
import type { Fetch, Mask } from '../../../core/types';
import { pageFetch } from '../../services/http/page-call-out';

export const BUILTIN_MASK_LANGS = ['cn', 'tw', 'en'] as const;
export type BuiltinMaskLang = (typeof BUILTIN_MASK_LANGS)[number];
export type BuiltinMasks = Record<BuiltinMaskLang, Mask[]>;

/** Built-in masks have no creation time of their own; the epoch keeps them after user masks. */
const BUILTIN_CREATED_AT = 0;

const compactMaskSchema = z.object({
  avatar: z.string(),
  name: z.string(),
  context: z.array(z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() })),
  modelConfig: z.optional(z.partial(modelConfigSchema)),
  hideContext: z.optional(z.boolean()),
  enableArtifacts: z.optional(z.boolean()),
});

export const emptyBuiltinMasks = (): BuiltinMasks => ({ cn: [], tw: [], en: [] });

/** Ids run from BUILTIN_MASK_ID_START across the lists in file order; invalid entries are skipped
 * without shifting the others' ids, so a typo in one mask never renumbers the rest. */
export function parseBuiltinMasks(raw: unknown): BuiltinMasks {
  const result = emptyBuiltinMasks();
  if (typeof raw !== 'object' || raw === null) return result;
  let next = BUILTIN_MASK_ID_START;
  for (const lang of BUILTIN_MASK_LANGS) {
    const list: unknown = (raw as Record<string, unknown>)[lang];
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const id = String(next++);
      const parsed = compactMaskSchema.safeParse(entry);
      if (!parsed.success) continue;
      const { context, modelConfig, ...rest } = parsed.data;
      const mask: Mask = {
        ...rest,
        id,
        lang,
        builtin: true,
        createdAt: BUILTIN_CREATED_AT,
        // A built-in mask exists for its own settings; the global ones would undo it.
        syncGlobalConfig: false,
        context: context.map((message, index) => ({ ...message, id: `${id}-${index}`, date: BUILTIN_CREATED_AT })),
        modelConfig: clampModelConfig({ ...defaultModelConfig(), ...modelConfig }),
      };
      if (maskSchema.safeParse(mask).success) result[lang].push(mask);
    }
  }
  return result;
}

let loading: Promise<BuiltinMasks> | undefined;

/** Fetched once per page; on any failure the lists are empty (an empty list is a valid answer: the app works without built-in masks). */
export function loadBuiltinMasks(fetcher: Fetch = pageFetch): Promise<BuiltinMasks> {
  loading ??= fetcher(`${import.meta.env.BASE_URL}masks.json`, {})
    .then((response) => (response.ok ? response.json() : null))
    .then(parseBuiltinMasks)
    .catch(emptyBuiltinMasks);
  return loading;
}

/** Which built-in list suits an interface language. */
export function builtinLangOf(language: string): BuiltinMaskLang {
  if (/^zh-(tw|hk|mo|hant)/i.test(language)) return 'tw';
  return language.toLowerCase().startsWith('zh') ? 'cn' : 'en';
}
