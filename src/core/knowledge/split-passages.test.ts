import { describe, expect, it } from 'vitest';
import { PASSAGE_MAX_CHARS, splitPassages } from './split-passages';
import { htmlSections, markdownSections, plainTextSections } from './text-sections';

const sentence = (i: number) => `Sentence number ${i} tells something about the harbour.`;

describe('splitPassages', () => {
  it('keeps each passage on its page and under its heading', () => {
    const passages = splitPassages([
      { text: 'Alpha text on page one.', page: 1, heading: 'Intro' },
      { text: 'Beta text on page two.', page: 2, heading: 'Intro' },
      { text: 'Gamma under another heading.', page: 2, heading: 'Method' },
    ]);
    expect(passages).toEqual([
      { text: 'Alpha text on page one.', page: 1, heading: 'Intro' },
      { text: 'Beta text on page two.', page: 2, heading: 'Intro' },
      { text: 'Gamma under another heading.', page: 2, heading: 'Method' },
    ]);
  });

  it('joins short paragraphs and cuts long ones at a sentence, never above the limit', () => {
    const long = Array.from({ length: 60 }, (_, i) => sentence(i)).join(' ');
    const passages = splitPassages([{ text: `Short one.\n\nShort two.\n\n${long}` }]);
    expect(passages[0]?.text.startsWith('Short one.\nShort two.')).toBe(true);
    for (const passage of passages) expect(passage.text.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
    // Every cut after the first passage falls after a full stop.
    for (const passage of passages.slice(1, -1)) expect(passage.text.endsWith('.')).toBe(true);
    expect(passages.map((p) => p.text).join(' ')).toContain(sentence(59));
  });

  it('cuts a run of characters without any space', () => {
    const passages = splitPassages([{ text: 'x'.repeat(PASSAGE_MAX_CHARS * 2 + 5) }]);
    expect(passages.map((p) => p.text.length)).toEqual([PASSAGE_MAX_CHARS, PASSAGE_MAX_CHARS, 5]);
  });
});

describe('text sections', () => {
  it('splits Markdown at its headings, but not at a # inside a code fence', () => {
    const sections = markdownSections('Preface.\n\n# Tides\nThe tide turns twice a day.\n```\n# not a heading\n```\n## Moon ##\nThe moon pulls.');
    expect(sections).toEqual([
      { text: 'Preface.' },
      { text: 'The tide turns twice a day.\n```\n# not a heading\n```', heading: 'Tides' },
      { text: 'The moon pulls.', heading: 'Moon' },
    ]);
  });

  it('reads the visible text of HTML with its headings, without scripts or styles', () => {
    const html =
      '<html><head><title>T</title><style>p{color:red}</style></head><body><h1>Lighthouses &amp; keepers</h1>' +
      '<p>The lamp was lit at dusk.</p><script>alert("no")</script><p>Oil&nbsp;was carried up &#x2014; daily.</p>' +
      '<h2><em>Fog</em> signals</h2><div>Horns sounded<br>every minute.</div><!-- <h2>hidden</h2> --></body></html>';
    expect(htmlSections(html)).toEqual([
      { text: 'The lamp was lit at dusk.\n\nOil was carried up \u2014 daily.', heading: 'Lighthouses & keepers' },
      { text: 'Horns sounded\n\nevery minute.', heading: 'Fog signals' },
    ]);
  });

  it('makes one section of plain text and none of white space', () => {
    expect(plainTextSections('  hello\n')).toEqual([{ text: 'hello' }]);
    expect(plainTextSections(' \n ')).toEqual([]);
  });
});
