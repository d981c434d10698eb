// The '/' autocomplete of the chat input. This file is on the first screen, so it stays small: the
// built-in prompts file and the fuzzy index are loaded on the first search.

import { useEffect, useState } from 'react';
import type { Prompt } from '../../../core/types';
import { useLanguage } from '../../app/use-language';
import { usePromptStore } from '../../stores/prompt-store';

/** More suggestions than a person reads; the list scrolls. */
const MAX_PROMPT_HINTS = 30;

const loadSearch = () => Promise.all([import('./prompt-index'), import('./builtin-prompts')]);

type Searcher = (query: string, limit: number) => Prompt[];
let cached: { key: unknown; language: string; search: Searcher } | undefined;

async function searcherFor(records: Record<string, Prompt>, language: string): Promise<Searcher> {
  if (cached?.key === records && cached.language === language) return cached.search;
  const [{ createPromptSearcher }, { allPrompts, loadBuiltinPrompts, promptLangOf }] = await loadSearch();
  const builtin = await loadBuiltinPrompts();
  const search = createPromptSearcher(allPrompts(Object.values(records), builtin, promptLangOf(language)));
  // The records object is replaced on every change, so it is the index's version.
  cached = { key: records, language, search };
  return search;
}

/** Prompts matching `query` (best first); none while `query` is null, i.e. autocomplete is off. */
export function usePromptSearch(query: string | null, limit = MAX_PROMPT_HINTS): Prompt[] {
  const records = usePromptStore((s) => s.records);
  const language = useLanguage();
  const [hits, setHits] = useState<Prompt[]>([]);
  const active = query !== null;
  useEffect(() => {
    if (query === null) return;
    let alive = true;
    void searcherFor(records, language).then((search) => {
      if (alive) setHits(search(query, limit));
    });
    return () => {
      alive = false;
    };
  }, [query, records, language, limit]);
  useEffect(() => {
    if (!active) setHits([]);
  }, [active]);
  return active ? hits : [];
}
