import { useEffect, useState } from 'react';
import { RESULT_PAGE, type SearchResults } from '../../../core/search/search-index';
import { searchMessages, useSearchIndex } from './search-client';

/** Typing pauses this long before a search runs: each keystroke would otherwise cost one. */
const DEBOUNCE_MS = 150;

export interface ShownResults {
  query: string;
  results: SearchResults;
}

/** The results of `query` (trimmed, debounced), run again whenever the index changes; null for
 * an empty query or while the first search of a query is on its way. */
export function useMessageSearch(query: string): ShownResults | null {
  const wanted = query.trim();
  const [debounced, setDebounced] = useState(wanted);
  const [shown, setShown] = useState<ShownResults | null>(null);
  const version = useSearchIndex((s) => s.version);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(wanted), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  useEffect(() => {
    if (!debounced) return;
    let current = true;
    void searchMessages(debounced, RESULT_PAGE).then((results) => {
      if (current) setShown({ query: debounced, results });
    });
    return () => {
      current = false;
    };
  }, [debounced, version]);

  return wanted && shown && shown.query === debounced ? shown : null;
}
