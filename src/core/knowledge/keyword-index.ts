// Keyword search over the passages of a knowledge base, with a maintained library (MiniSearch:
// BM25 ranking, prefix and typo-tolerant matching). Terms are made as the chat search makes them, so
// that Chinese and Japanese text is found by its character pairs too.

import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import { indexTerms } from '../search/tokenize';
import type { Passage } from './passage';

type IndexedFields = Pick<Passage, 'id' | 'text' | 'heading' | 'fileName'>;

/** A heading or a file name that matches says more about the passage than one word of its text. */
const HEADING_BOOST = 2;
const FILE_NAME_BOOST = 1.5;
/** Words of this many letters or more also match words one edit in five away (a typo). */
const FUZZY_FROM_LETTERS = 5;
const FUZZY_DISTANCE = 0.2;
/** Words of this many letters or more also match the longer words they start. */
const PREFIX_FROM_LETTERS = 3;

/** Distinct words of a query that are looked up. A chat turn's whole message is its query, and each
 * word costs a scan of every passage that holds it (or a word it starts, or one a typo away); past
 * this many, a long message's later words would cost more time than they add to the ranking. */
const MAX_QUERY_TERMS = 32;

function queryTerms(query: string): string[] {
  return [...new Set(indexTerms(query))].slice(0, MAX_QUERY_TERMS);
}

const OPTIONS: Options<IndexedFields> = {
  fields: ['text', 'heading', 'fileName'],
  tokenize: (text: string) => indexTerms(text),
  // indexTerms has folded case and accents already.
  processTerm: (term: string) => term,
  searchOptions: {
    tokenize: queryTerms,
    boost: { heading: HEADING_BOOST, fileName: FILE_NAME_BOOST },
    prefix: (term: string) => term.length >= PREFIX_FROM_LETTERS,
    fuzzy: (term: string) => (term.length >= FUZZY_FROM_LETTERS ? FUZZY_DISTANCE : false),
    // Any word may match: a question is phrased in words the passage need not all use; BM25 ranks
    // the passages that match more of them first.
    combineWith: 'OR',
  },
};

export type KeywordIndex = MiniSearch<IndexedFields>;
/** The index as plain data, to be stored (structured-clonable). */
export type StoredKeywordIndex = AsPlainObject;

export function createKeywordIndex(): KeywordIndex {
  return new MiniSearch<IndexedFields>(OPTIONS);
}

export function loadKeywordIndex(stored: StoredKeywordIndex): KeywordIndex {
  return MiniSearch.loadJS<IndexedFields>(stored, OPTIONS);
}

export function saveKeywordIndex(index: KeywordIndex): StoredKeywordIndex {
  return index.toJSON();
}

export function addPassages(index: KeywordIndex, passages: readonly Passage[]): void {
  index.addAll(passages.map(({ id, text, heading, fileName }) => ({ id, text, fileName, ...(heading ? { heading } : {}) })));
}

export function removePassages(index: KeywordIndex, ids: readonly string[]): void {
  const present = ids.filter((id) => index.has(id));
  if (present.length > 0) index.discardAll(present);
}

/** Ids of the passages that match `query`, best first, with their BM25 scores. */
export function keywordSearch(index: KeywordIndex, query: string, limit: number): { id: string; score: number }[] {
  return index
    .search(query)
    .slice(0, limit)
    .map((result) => ({ id: String(result.id), score: result.score }));
}
