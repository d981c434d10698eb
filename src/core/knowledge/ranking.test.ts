import { describe, expect, it } from 'vitest';
import { fuseRankings } from './hybrid-rank';
import { addPassages, createKeywordIndex, keywordSearch, loadKeywordIndex, removePassages, saveKeywordIndex } from './keyword-index';
import type { Passage } from './passage';
import { citePassages, passagesMessageText } from './passages-context';
import { VectorSet } from './vector-set';

const passage = (id: string, text: string, extra: Partial<Passage> = {}): Passage => ({ id, baseId: 'b', fileId: id.split(':')[0]!, fileName: 'notes.md', ordinal: 0, text, ...extra });

const PASSAGES = [
  passage('a:0', 'The lighthouse keeper lit the lamp at dusk every evening.'),
  passage('a:1', 'Sourdough bread needs a starter fed with flour and water.'),
  passage('b:0', 'Tides are caused by the pull of the moon on the oceans.', { heading: 'Lighthouse tides' }),
  passage('c:0', '灯台守は毎晩ランプを灯した。'),
];

describe('keyword index', () => {
  it('ranks the passages that match, finds typos, prefixes and Japanese, and survives storing', () => {
    const index = createKeywordIndex();
    addPassages(index, PASSAGES);
    const stored = loadKeywordIndex(structuredClone(saveKeywordIndex(index)));
    expect(keywordSearch(stored, 'sourdough starter', 5).map((hit) => hit.id)).toEqual(['a:1']);
    expect(keywordSearch(stored, 'lighthuose', 5).map((hit) => hit.id).sort()).toEqual(['a:0', 'b:0']);
    expect(keywordSearch(stored, 'sourd', 5).map((hit) => hit.id)).toEqual(['a:1']);
    expect(keywordSearch(stored, '灯台', 5).map((hit) => hit.id)).toEqual(['c:0']);
    // The heading counts more than a word of the text.
    expect(keywordSearch(stored, 'lighthouse', 5)[0]?.id).toBe('b:0');
  });

  it('forgets the passages of a removed file', () => {
    const index = createKeywordIndex();
    addPassages(index, PASSAGES);
    removePassages(index, ['a:0', 'a:1', 'missing:0']);
    expect(keywordSearch(index, 'lamp sourdough', 5).map((hit) => hit.id)).toEqual([]);
    expect(keywordSearch(index, 'moon', 5).map((hit) => hit.id)).toEqual(['b:0']);
  });

  it('looks up a bounded number of a long message\'s words', () => {
    const index = createKeywordIndex();
    addPassages(index, PASSAGES);
    const filler = Array.from({ length: 40 }, (_, i) => `zq${i}`).join(' ');
    expect(keywordSearch(index, `sourdough ${filler}`, 5).map((hit) => hit.id)).toEqual(['a:1']);
    // Repeated words count once; the 33rd distinct word is not looked up.
    expect(keywordSearch(index, `zq0 zq0 ${filler} sourdough`, 5)).toEqual([]);
  });
});

describe('hybrid ranking', () => {
  it('finds the vectors nearest in direction, whatever their length, best first', () => {
    const set = new VectorSet();
    set.set('x', [0, 1]);
    set.set('y', [10, 1]);
    set.set('z', [1, 1]);
    set.set('zeros', [0, 0]);
    set.set('other-model', [1, 0, 0]);
    const found = set.nearest([2, 0], 2);
    expect(found.map((hit) => hit.id)).toEqual(['y', 'z']);
    expect(found[1]?.score).toBeCloseTo(Math.SQRT1_2);
    expect(set.nearest([0, 0], 2)).toEqual([]);
    expect(set.size).toBe(3);
  });
  it('keeps the best few of many as a full sort would, through replacements and removals', () => {
    const set = new VectorSet();
    const vectors = new Map<string, number[]>();
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) - 0.5;
    for (let i = 0; i < 300; i++) vectors.set(`p${i}`, [random(), random(), random(), random()]);
    for (const [id, vector] of vectors) set.set(id, vector);
    for (let i = 0; i < 300; i += 3) {
      vectors.delete(`p${i}`);
      set.delete([`p${i}`]);
    }
    vectors.set('p1', [1, 1, 1, 1]);
    set.set('p1', [1, 1, 1, 1]);
    const query = [0.3, -0.2, 0.9, 0.1];
    const cosine = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * (b[i] as number), 0) / Math.hypot(...a) / Math.hypot(...b);
    const expected = [...vectors].map(([id, vector]) => ({ id, score: cosine(query, vector) })).sort((a, b) => b.score - a.score).slice(0, 8);
    const found = set.nearest(query, 8);
    expect(found.map((hit) => hit.id)).toEqual(expected.map((hit) => hit.id));
    found.forEach((hit, i) => expect(hit.score).toBeCloseTo(expected[i]?.score as number, 5));
    expect(set.size).toBe(200);
  });
  it('puts first what both rankings place well', () => {
    const keywords = [{ id: 'k1', score: 9 }, { id: 'both', score: 5 }];
    const meaning = [{ id: 'm1', score: 0.9 }, { id: 'both', score: 0.8 }];
    expect(fuseRankings([keywords, meaning], 3).map((hit) => hit.id)).toEqual(['both', 'k1', 'm1']);
  });
});

describe('passages in the context', () => {
  it('numbers the passages that fit the budget and labels them with file, page and heading', () => {
    const hits = [
      { passage: passage('a:0', 'short one', { fileName: 'report.pdf', page: 3, heading: 'Results' }), score: 3 },
      { passage: passage('a:1', 'x'.repeat(4000)), score: 2 },
      { passage: passage('a:2', 'short two'), score: 1 },
    ];
    const cited = citePassages(hits, 100);
    expect(cited.map((c) => [c.n, c.passageId])).toEqual([
      [1, 'a:0'],
      [2, 'a:2'],
    ]);
    const text = passagesMessageText(cited);
    expect(text).toContain('[1] report.pdf, page 3, "Results"\nshort one');
    expect(text).toContain('[2] notes.md\nshort two');
    expect(passagesMessageText([])).toBeUndefined();
  });
});
