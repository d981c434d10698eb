// Full-text search over every message of every session: which messages match, best first, with
// the snippet to show for each. Every word of the query must match (AND); a word also matches the
// longer words it starts and, from five letters on, words one typo away. Chinese and Japanese go
// through character pairs (tokenize.ts), and a run of three characters or more must be found as
// typed, since its pairs alone may occur apart.

import { InvertedIndex } from './inverted-index';
import type { SearchDoc } from './search-doc';
import { highlightRanges, snippetParts, type SnippetPart } from './snippet';
import { isCjkTerm, parseQuery, scanTokens } from './tokenize';

export interface SearchHit {
  id: string;
  sessionId: string;
  role: SearchDoc['role'];
  date: number;
  isError: boolean;
  snippet: SnippetPart[];
}

/** Hits the search screen shows at most; the count tells how many there are in all. */
export const RESULT_PAGE = 100;

export interface SearchResults {
  /** How many messages matched; only the first `limit` of them come as hits. */
  total: number;
  hits: SearchHit[];
}

type Found = { doc: SearchDoc; score: number };

/** The `limit` best, sorted; a large set is first cut at the limit-th best score, so that only a
 * page of results is sorted as objects. */
function topByScore(found: Found[], limit: number): Found[] {
  let best = found;
  if (found.length > limit * 4) {
    const scores = Float64Array.from(found, (f) => f.score).sort();
    const threshold = scores[scores.length - limit] as number;
    best = found.filter((f) => f.score >= threshold);
  }
  return best.sort((a, b) => b.score - a.score || b.doc.date - a.doc.date).slice(0, limit);
}

export class ChatSearchIndex {
  private readonly index = new InvertedIndex();
  /** Documents by their number in the index. */
  private readonly docs: (SearchDoc | undefined)[] = [];
  private readonly numbers = new Map<string, number>();
  private readonly bySession = new Map<string, Set<string>>();

  /** Messages in the index. */
  get size(): number {
    return this.numbers.size;
  }

  /** Adds messages, or replaces those already there. */
  upsert(docs: readonly SearchDoc[]): void {
    let added = 0;
    for (const doc of docs) {
      const number = this.numbers.get(doc.id);
      const old = number === undefined ? undefined : this.docs[number];
      if (number !== undefined && old && old.text === doc.text && old.sessionId === doc.sessionId) {
        this.docs[number] = doc;
        continue;
      }
      this.remove([doc.id]);
      const slot = this.index.add((visit) => scanTokens(doc.text, visit));
      added += 1;
      this.docs[slot] = doc;
      this.numbers.set(doc.id, slot);
      let ids = this.bySession.get(doc.sessionId);
      if (!ids) this.bySession.set(doc.sessionId, (ids = new Set()));
      ids.add(doc.id);
    }
    // A large batch (a build) leaves lists with room to grow; give it back.
    if (added > 1000) this.index.purge();
  }

  remove(ids: readonly string[]): void {
    for (const id of ids) {
      const number = this.numbers.get(id);
      if (number === undefined) continue;
      const doc = this.docs[number];
      this.index.remove(number);
      this.docs[number] = undefined;
      this.numbers.delete(id);
      if (doc) this.bySession.get(doc.sessionId)?.delete(id);
    }
  }

  /** Makes the index hold exactly `docs` for the session. */
  replaceSession(sessionId: string, docs: readonly SearchDoc[]): void {
    const keep = new Set(docs.map((doc) => doc.id));
    this.remove([...(this.bySession.get(sessionId) ?? [])].filter((id) => !keep.has(id)));
    this.upsert(docs);
  }

  removeSessions(sessionIds: readonly string[]): void {
    for (const sessionId of sessionIds) {
      this.remove([...(this.bySession.get(sessionId) ?? [])]);
      this.bySession.delete(sessionId);
    }
  }

  /** Messages matching every word of `query`, best first (newer first when equal); an empty
   * query matches nothing. */
  search(query: string, limit: number): SearchResults {
    const { terms, runs } = parseQuery(query);
    const match = this.index.search(terms);
    const phrases = runs.filter((run) => Array.from(run).length >= 3);
    const found: Found[] = [];
    for (let i = 0; i < match.docs.length; i += 1) {
      const doc = this.docs[match.docs[i] as number];
      if (!doc || !phrases.every((phrase) => doc.text.includes(phrase))) continue;
      found.push({ doc, score: match.scores[i] as number });
    }
    const best = topByScore(found, limit);
    // Words are marked by the terms they matched (the whole word a prefix or a typo stood for);
    // CJK runs wherever they are written.
    const words = new Set([...match.terms].filter((term) => !isCjkTerm(term)));
    const hits = best.map(({ doc }) => ({
      id: doc.id,
      sessionId: doc.sessionId,
      role: doc.role,
      date: doc.date,
      isError: doc.isError,
      snippet: snippetParts(doc.text, highlightRanges(doc.text, words, runs)),
    }));
    return { total: found.length, hits };
  }
}
