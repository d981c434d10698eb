import { describe, expect, it } from 'vitest';
import { InvertedIndex, withinOneEdit } from './inverted-index';
import { indexTerms, parseQuery } from './tokenize';

function indexOf(texts: string[]): InvertedIndex {
  const index = new InvertedIndex();
  for (const text of texts) index.add((visit) => indexTerms(text).forEach(visit));
  return index;
}

/** Matching document numbers, best first. */
function ranked(index: InvertedIndex, query: string): number[] {
  const match = index.search(parseQuery(query).terms);
  return [...match.docs].map((doc, i) => ({ doc, score: match.scores[i] as number })).sort((a, b) => b.score - a.score).map((m) => m.doc);
}

describe('withinOneEdit', () => {
  it('allows one replaced, added, removed or swapped letter', () => {
    expect(withinOneEdit('language', 'languege')).toBe(true);
    expect(withinOneEdit('language', 'languages')).toBe(true);
    expect(withinOneEdit('language', 'langage')).toBe(true);
    expect(withinOneEdit('language', 'langauge')).toBe(true);
    expect(withinOneEdit('language', 'lnagaueg')).toBe(false);
    expect(withinOneEdit('language', 'lang')).toBe(false);
  });
});

describe('InvertedIndex', () => {
  it('needs every query word to match', () => {
    const index = indexOf(['red apple', 'green apple', 'red car']);
    expect(ranked(index, 'red apple')).toEqual([0]);
    expect(ranked(index, 'apple').sort()).toEqual([0, 1]);
    expect(ranked(index, 'blue')).toEqual([]);
    expect(ranked(index, '')).toEqual([]);
  });

  it('finds words by their beginning, and ranks the whole word above longer ones', () => {
    const index = indexOf(['programming in rust', 'a prog', 'progress report']);
    expect(ranked(index, 'prog')).toHaveLength(3);
    expect(ranked(index, 'prog')[0]).toBe(1);
    expect(ranked(index, 'progre')).toEqual([2]);
    expect(ranked(index, 'p')).toEqual([]);
  });

  it('forgives one typo in a long word, below an exact match', () => {
    const index = indexOf(['the language of birds', 'langauge notes']);
    expect(ranked(index, 'langauge')).toEqual([1, 0]);
    expect(ranked(index, 'langauge').length).toBe(2);
  });

  it('ranks repeated and concentrated matches first', () => {
    const long = `cache ${'filler words that say nothing in particular '.repeat(20)}`;
    const index = indexOf([long, 'cache invalidation', 'cache cache cache misses']);
    expect(ranked(index, 'cache')).toEqual([2, 1, 0]);
  });

  it('finds Chinese text by a word inside a sentence and by one character', () => {
    const index = indexOf(['我的小猫很可爱', '小狗在花园里', '猫']);
    expect(ranked(index, '小猫')).toEqual([0]);
    expect(ranked(index, '猫').sort()).toEqual([0, 2]);
    expect(ranked(index, '花园').sort()).toEqual([1]);
  });

  it('reports the indexed terms that matched', () => {
    const index = indexOf(['programming and progress', 'other']);
    expect([...index.search(parseQuery('prog').terms).terms].sort()).toEqual(['programming', 'progress']);
  });

  it('forgets removed documents, before and after their entries are purged', () => {
    const index = indexOf(Array.from({ length: 600 }, (_, i) => `note ${i}`));
    index.remove(5);
    expect(index.size).toBe(599);
    expect(ranked(index, '5')).toEqual([]);
    for (let i = 0; i < 300; i += 1) index.remove(i);
    expect(index.size).toBe(300);
    expect(ranked(index, 'note')).toHaveLength(300);
    expect(ranked(index, '299')).toEqual([]);
    expect(ranked(index, '300')).toEqual([300]);
    const added = index.add((visit) => indexTerms('note 299').forEach(visit));
    expect(ranked(index, '299')).toEqual([added]);
  });
});
