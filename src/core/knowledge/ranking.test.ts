import { describe, expect, it } from 'vitest';
import { cosineSimilarity, fuseRankings, nearest } from './hybrid-rank';
import { addPassages, createKeywordIndex, keywordSearch, loadKeywordIndex, removePassages, saveKeywordIndex } from './keyword-index';
import type { Passage } from './passage';
import { citePassages, passagesMessageText } from './passages-context';

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
});

describe('hybrid ranking', () => {
  it('measures similarity by direction', () => {
    expect(cosineSimilarity([1, 0], [2, 0])).toBeCloseTo(1);
    expect(cosineSimilarity([1, 0], [0, 3])).toBeCloseTo(0);
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(nearest([1, 0], [{ id: 'x', vector: [0, 1] }, { id: 'y', vector: [1, 0.1] }], 1)).toEqual([{ id: 'y', score: expect.any(Number) }]);
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
