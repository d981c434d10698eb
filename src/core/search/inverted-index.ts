// The inverted index under the chat search: for every term, the documents that contain it and how
// often, in typed arrays; documents are numbered in the order they are added, so each list stays
// sorted by appending. Queries are ANDs of terms, each term possibly widened to the words it
// starts (prefix) or words one typo away, ranked by BM25 (the ranking of Lucene and most search
// engines). A removed document is only marked; its entries are dropped when enough have piled up.
// Written for this job rather than taken from a library: MiniSearch, tried first, took about 15 s
// of CPU to index 50,000 messages on the project's machine (a radix-tree insertion per word), far
// from usable even in a worker.

import type { QueryTerm } from './tokenize';

/** BM25 parameters: term-frequency saturation and length normalisation (the usual values). */
const K1 = 1.2;
const B = 0.75;
/** Score weight of a term matched through a prefix or a typo, against 1 for the term itself. */
const PREFIX_WEIGHT = 0.6;
const FUZZY_WEIGHT = 0.4;
/** Removed documents are purged from the lists once they are this share of all documents. */
const PURGE_SHARE = 0.25;
const PURGE_MIN = 512;

class Postings {
  docs = new Int32Array(2);
  counts = new Uint16Array(2);
  length = 0;

  push(doc: number, count: number): void {
    if (this.length === this.docs.length) {
      const docs = new Int32Array(this.length * 2);
      docs.set(this.docs);
      this.docs = docs;
      const counts = new Uint16Array(this.length * 2);
      counts.set(this.counts);
      this.counts = counts;
    }
    this.docs[this.length] = doc;
    this.counts[this.length] = count;
    this.length += 1;
  }

  /** Keeps the entries of live documents, in arrays of the exact size. */
  compact(alive: Uint8Array): void {
    const docs = new Int32Array(this.length);
    const counts = new Uint16Array(this.length);
    let kept = 0;
    for (let i = 0; i < this.length; i += 1) {
      const doc = this.docs[i] as number;
      if (alive[doc] !== 1) continue;
      docs[kept] = doc;
      counts[kept] = this.counts[i] as number;
      kept += 1;
    }
    this.docs = docs.slice(0, kept);
    this.counts = counts.slice(0, kept);
    this.length = kept;
  }
}

/** At most one edit apart: one letter replaced, added, removed, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export interface IndexMatch {
  /** Matching documents and their scores, in no particular order. */
  docs: Int32Array;
  scores: Float64Array;
  /** The indexed terms that matched a query term: what to mark in the text. */
  terms: Set<string>;
}

export class InvertedIndex {
  private readonly postings = new Map<string, Postings>();
  /** Terms by their first character, to find the terms a prefix starts. */
  private readonly byFirst = new Map<string, string[]>();
  /** Terms by length, to find the terms one typo away. */
  private readonly byLength = new Map<number, string[]>();
  private lengths = new Int32Array(1024);
  private alive = new Uint8Array(1024);
  private next = 0;
  private live = 0;
  private removed = 0;
  private totalLength = 0;

  /** Documents in the index (removed ones not counted). */
  get size(): number {
    return this.live;
  }

  /** Adds a document whose terms `scan` visits, in any order; returns its number. */
  add(scan: (visit: (term: string) => void) => void): number {
    const doc = this.next;
    this.next += 1;
    if (doc === this.alive.length) this.grow();
    let length = 0;
    scan((term) => {
      length += 1;
      const list = this.postingsOf(term);
      // A term seen earlier in this document is the last entry of its list.
      const last = list.length - 1;
      if (last >= 0 && list.docs[last] === doc) list.counts[last] = Math.min((list.counts[last] as number) + 1, 0xffff);
      else list.push(doc, 1);
    });
    this.lengths[doc] = length;
    this.alive[doc] = 1;
    this.live += 1;
    this.totalLength += length;
    return doc;
  }

  remove(doc: number): void {
    if (this.alive[doc] !== 1) return;
    this.alive[doc] = 0;
    this.live -= 1;
    this.removed += 1;
    this.totalLength -= this.lengths[doc] as number;
    if (this.removed >= PURGE_MIN && this.removed >= PURGE_SHARE * (this.live + this.removed)) this.purge();
  }

  /** Documents containing every query term (or a word it starts, or one a typo away). */
  search(query: readonly QueryTerm[]): IndexMatch {
    const terms = new Set<string>();
    const none: IndexMatch = { docs: new Int32Array(0), scores: new Float64Array(0), terms };
    if (query.length === 0 || this.live === 0) return none;
    const perTerm: { scores: Float64Array; docs: number[] }[] = [];
    for (const q of query) {
      const found = this.scoreTerm(q, terms);
      if (found.docs.length === 0) return none;
      perTerm.push(found);
    }
    perTerm.sort((a, b) => a.docs.length - b.docs.length);
    const [first, ...rest] = perTerm as [(typeof perTerm)[number], ...typeof perTerm];
    const docs: number[] = [];
    const scores: number[] = [];
    for (const doc of first.docs) {
      let score = first.scores[doc] as number;
      let all = true;
      for (const other of rest) {
        const s = other.scores[doc] as number;
        if (s === 0) {
          all = false;
          break;
        }
        score += s;
      }
      if (!all) continue;
      docs.push(doc);
      scores.push(score);
    }
    return { docs: Int32Array.from(docs), scores: Float64Array.from(scores), terms };
  }

  /** Every live document's best score for one query term (0 where it does not match). */
  private scoreTerm(q: QueryTerm, matched: Set<string>): { scores: Float64Array; docs: number[] } {
    const scores = new Float64Array(this.next);
    const docs: number[] = [];
    const averageLength = this.totalLength / this.live || 1;
    for (const [term, weight] of this.expand(q)) {
      const list = this.postings.get(term);
      if (!list || list.length === 0) continue;
      let hit = false;
      const idf = Math.log(1 + (this.live - list.length + 0.5) / (list.length + 0.5));
      for (let i = 0; i < list.length; i += 1) {
        const doc = list.docs[i] as number;
        if (this.alive[doc] !== 1) continue;
        const tf = list.counts[i] as number;
        const norm = K1 * (1 - B + (B * (this.lengths[doc] as number)) / averageLength);
        const score = (weight * idf * tf * (K1 + 1)) / (tf + norm);
        const before = scores[doc] as number;
        if (before === 0) docs.push(doc);
        if (score > before) scores[doc] = score;
        hit = true;
      }
      if (hit) matched.add(term);
    }
    return { scores, docs };
  }

  /** The indexed terms a query term stands for, with their weights. */
  private expand(q: QueryTerm): Map<string, number> {
    const found = new Map<string, number>();
    if (this.postings.has(q.term)) found.set(q.term, 1);
    if (q.prefix) {
      const first = String.fromCodePoint(q.term.codePointAt(0) as number);
      for (const term of this.byFirst.get(first) ?? []) {
        if (term.length > q.term.length && term.startsWith(q.term)) found.set(term, PREFIX_WEIGHT);
      }
    }
    if (q.fuzzy) {
      for (let length = q.term.length - 1; length <= q.term.length + 1; length += 1) {
        for (const term of this.byLength.get(length) ?? []) {
          if (!found.has(term) && withinOneEdit(q.term, term)) found.set(term, FUZZY_WEIGHT);
        }
      }
    }
    return found;
  }

  private postingsOf(term: string): Postings {
    let list = this.postings.get(term);
    if (list) return list;
    list = new Postings();
    this.postings.set(term, list);
    const first = String.fromCodePoint(term.codePointAt(0) as number);
    let sameFirst = this.byFirst.get(first);
    if (!sameFirst) this.byFirst.set(first, (sameFirst = []));
    sameFirst.push(term);
    let sameLength = this.byLength.get(term.length);
    if (!sameLength) this.byLength.set(term.length, (sameLength = []));
    sameLength.push(term);
    return list;
  }

  private grow(): void {
    const lengths = new Int32Array(this.alive.length * 2);
    lengths.set(this.lengths);
    this.lengths = lengths;
    const alive = new Uint8Array(this.alive.length * 2);
    alive.set(this.alive);
    this.alive = alive;
  }

  /** Drops removed documents from every list, and terms left with none; every list then has the
   * exact size (worth calling once a large batch has been added). */
  purge(): void {
    for (const [term, list] of this.postings) {
      list.compact(this.alive);
      if (list.length === 0) this.postings.delete(term);
    }
    const known = (term: string) => this.postings.has(term);
    pruneGroups(this.byFirst, known);
    pruneGroups(this.byLength, known);
    this.removed = 0;
  }
}

function pruneGroups<K>(groups: Map<K, string[]>, keep: (term: string) => boolean): void {
  for (const [key, terms] of groups) {
    const kept = terms.filter(keep);
    if (kept.length > 0) groups.set(key, kept);
    else groups.delete(key);
  }
}
