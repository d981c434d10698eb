import { describe, expect, it } from 'vitest';
import { highlightRanges, SNIPPET_CONTEXT, snippetParts } from './snippet';

const marked = (parts: { text: string; match: boolean }[]) => parts.filter((p) => p.match).map((p) => p.text);
const joined = (parts: { text: string }[]) => parts.map((p) => p.text).join('');

describe('highlightRanges', () => {
  it('marks the words whose terms matched, whatever their case', () => {
    expect(highlightRanges('Sorting sorts; SORT.', new Set(['sorting', 'sort']), [])).toEqual([
      { start: 0, end: 7 },
      { start: 15, end: 19 },
    ]);
  });

  it('marks every occurrence of a CJK run and merges overlaps', () => {
    expect(highlightRanges('小猫咪和小猫', new Set(), ['小猫咪', '小猫'])).toEqual([
      { start: 0, end: 3 },
      { start: 4, end: 6 },
    ]);
  });
});

describe('snippetParts', () => {
  it('shows a short message whole, with its matches marked', () => {
    const text = 'Use sorted() because it is stable';
    const parts = snippetParts(text, highlightRanges(text, new Set(['sorted', 'stable']), []));
    expect(parts).toEqual([
      { text: 'Use ', match: false },
      { text: 'sorted', match: true },
      { text: '() because it is ', match: false },
      { text: 'stable', match: true },
    ]);
  });

  it('starts shortly before the first match of a long message, cut between words, with ellipses', () => {
    const text = `${'lorem ipsum '.repeat(40)}needle ${'dolor sit '.repeat(40)}`;
    const parts = snippetParts(text, highlightRanges(text, new Set(['needle']), []), 120);
    const shown = joined(parts);
    expect(marked(parts)).toEqual(['needle']);
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.indexOf('needle')).toBeLessThanOrEqual(SNIPPET_CONTEXT + 1);
    expect(shown).toMatch(/^…(lorem|ipsum) /);
    expect(shown.length).toBeLessThanOrEqual(122);
  });

  it('collapses white space and line breaks', () => {
    const text = 'first line\n\n   second   line';
    expect(joined(snippetParts(text, highlightRanges(text, new Set(['second']), [])))).toBe('first line second line');
  });

  it('cuts text without spaces where it is', () => {
    const text = `${'我们今天学习'.repeat(20)}小猫${'很可爱'.repeat(30)}`;
    const parts = snippetParts(text, highlightRanges(text, new Set(), ['小猫']), 60);
    expect(marked(parts)).toEqual(['小猫']);
    expect(joined(parts)).toHaveLength(62);
  });

  it('shows the beginning when nothing is marked', () => {
    expect(joined(snippetParts('short text', []))).toBe('short text');
  });
});
