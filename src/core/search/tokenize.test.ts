import { describe, expect, it } from 'vitest';
import { foldWord, indexTerms, isCjkTerm, parseQuery, scanTokens } from './tokenize';

describe('tokenize', () => {
  it('splits words on anything but letters and digits, folding case and accents', () => {
    expect(indexTerms('Hello, WORLD! snake_case v2.0 Café naïve')).toEqual(['hello', 'world', 'snake', 'case', 'v2', '0', 'cafe', 'naive']);
    expect(foldWord('ÉCOLE')).toBe('ecole');
  });

  it('keeps letters of other alphabets as words', () => {
    expect(indexTerms('Привет мир Ελλάδα')).toEqual(['привет', 'мир', 'ελλαδα']);
  });

  it('turns Chinese runs into character pairs and the last character alone', () => {
    expect(indexTerms('我的小猫')).toEqual(['我的', '的小', '小猫', '猫']);
    expect(indexTerms('猫')).toEqual(['猫']);
  });

  it('separates CJK runs from the words beside them', () => {
    expect(indexTerms('用Python写代码。好的')).toEqual(['用', 'python', '写代', '代码', '码', '好的', '的']);
    expect(indexTerms('カタカナ')).toEqual(['カタ', 'タカ', 'カナ', 'ナ']);
  });

  it('reports where each token is, with characters outside the BMP counted as two', () => {
    const tokens: [string, number, number][] = [];
    scanTokens('a 𠀀𠀁 b', (term, start, end) => tokens.push([term, start, end]));
    expect(tokens).toEqual([
      ['a', 0, 1],
      ['𠀀𠀁', 2, 6],
      ['𠀁', 4, 6],
      ['b', 7, 8],
    ]);
  });

  it('tells CJK terms from words', () => {
    expect(isCjkTerm('小猫')).toBe(true);
    expect(isCjkTerm('cat')).toBe(false);
  });
});

describe('parseQuery', () => {
  it('looks words up by prefix from two letters and with a typo from five', () => {
    expect(parseQuery('a go sorted')).toEqual({
      terms: [
        { term: 'a', prefix: false, fuzzy: false, cjk: false },
        { term: 'go', prefix: true, fuzzy: false, cjk: false },
        { term: 'sorted', prefix: true, fuzzy: true, cjk: false },
      ],
      runs: [],
    });
  });

  it('gives the pairs of a CJK run, without its lone last character', () => {
    const { terms, runs } = parseQuery('小猫咪');
    expect(terms.map((t) => t.term)).toEqual(['小猫', '猫咪']);
    expect(terms.every((t) => t.cjk && !t.prefix)).toBe(true);
    expect(runs).toEqual(['小猫咪']);
  });

  it('looks a single CJK character up by prefix, so it is found at any place in a run', () => {
    expect(parseQuery('猫')).toEqual({ terms: [{ term: '猫', prefix: true, fuzzy: false, cjk: true }], runs: ['猫'] });
  });

  it('keeps separate runs apart and drops repeated terms', () => {
    const { terms, runs } = parseQuery('小猫 cat 小猫 猫');
    expect(terms.map((t) => t.term)).toEqual(['小猫', 'cat', '猫']);
    expect(runs).toEqual(['小猫', '猫']);
  });

  it('has nothing to look up in punctuation or blanks', () => {
    expect(parseQuery('  ?! ，。 ').terms).toEqual([]);
  });
});
