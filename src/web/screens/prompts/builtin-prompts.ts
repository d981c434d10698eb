// Built-in prompts: public/prompts.json, a list per language (cn, en) of [title, content] pairs
// (objects with title and content are read too). Fetched when first needed, never bundled.

import type { Fetch, Prompt } from '../../../core/types';
import { pageFetch } from '../../services/http/page-call-out';

export const BUILTIN_PROMPT_LANGS = ['cn', 'en'] as const;
export type BuiltinPromptLang = (typeof BUILTIN_PROMPT_LANGS)[number];
export type BuiltinPrompts = Record<BuiltinPromptLang, Prompt[]>;

/** Built-in prompts are not records: they have no creation time of their own. */
const BUILTIN_CREATED_AT = 0;

const emptyPrompts = (): BuiltinPrompts => ({ cn: [], en: [] });

function pair(entry: unknown): [string, string] | null {
  if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string') return [entry[0], entry[1]];
  if (typeof entry === 'object' && entry !== null) {
    const { title, content } = entry as { title?: unknown; content?: unknown };
    if (typeof title === 'string' && typeof content === 'string') return [title, content];
  }
  return null;
}

/** Ids are stable per file position (builtin-cn-0 …), so a search index can key on them. */
export function parseBuiltinPrompts(raw: unknown): BuiltinPrompts {
  const result = emptyPrompts();
  if (typeof raw !== 'object' || raw === null) return result;
  for (const lang of BUILTIN_PROMPT_LANGS) {
    const list: unknown = (raw as Record<string, unknown>)[lang];
    if (!Array.isArray(list)) continue;
    list.forEach((entry, index) => {
      const found = pair(entry);
      if (found && found[0].trim() && found[1].trim()) {
        result[lang].push({ id: `builtin-${lang}-${index}`, title: found[0], content: found[1], createdAt: BUILTIN_CREATED_AT, isUser: false });
      }
    });
  }
  return result;
}

let loading: Promise<BuiltinPrompts> | undefined;

/** Once per page; a missing or broken file leaves only the user's prompts. */
export function loadBuiltinPrompts(fetcher: Fetch = pageFetch): Promise<BuiltinPrompts> {
  loading ??= fetcher(`${import.meta.env.BASE_URL}prompts.json`, {})
    .then((response) => (response.ok ? response.json() : null))
    .then(parseBuiltinPrompts)
    .catch(emptyPrompts);
  return loading;
}

export function promptLangOf(language: string): BuiltinPromptLang {
  return language.toLowerCase().startsWith('zh') ? 'cn' : 'en';
}

/** The user's prompts (newest first), then the interface language's built-ins, then the others. */
export function allPrompts(user: readonly Prompt[], builtin: BuiltinPrompts, preferred: BuiltinPromptLang): Prompt[] {
  const others = BUILTIN_PROMPT_LANGS.filter((lang) => lang !== preferred);
  return [...[...user].sort((a, b) => b.createdAt - a.createdAt), ...builtin[preferred], ...others.flatMap((lang) => builtin[lang])];
}
