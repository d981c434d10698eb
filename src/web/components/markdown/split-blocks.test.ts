import { describe, expect, it } from 'vitest';
import { createBlockSplitter, splitBlocks } from './split-blocks';

const DOCUMENT = [
  '# Title',
  'A paragraph with **bold** and `code`,\nover two lines.',
  '- one\n- two\n\n  still two\n- three',
  '```js\nconst a = 1;\n\nconst b = 2;\n```',
  '| a | b |\n|---|---|\n| 1 | 2 |',
  '$$\nx = 1\n\ny = 2\n$$',
  '> a quote\n> continued',
  '1. first\n2. second',
  'Setext heading\n---',
  'Last words.',
].join('\n\n');

describe('splitBlocks', () => {
  it('splits top-level blocks and keeps a display formula with blank lines in one block', () => {
    expect(splitBlocks(DOCUMENT).map((block) => block.source)).toEqual([
      '# Title',
      'A paragraph with **bold** and `code`,\nover two lines.',
      '- one\n- two\n\n  still two\n- three',
      '```js\nconst a = 1;\n\nconst b = 2;\n```',
      '| a | b |\n|---|---|\n| 1 | 2 |',
      '$$\nx = 1\n\ny = 2\n$$',
      '> a quote\n> continued',
      '1. first\n2. second',
      'Setext heading\n---',
      'Last words.',
    ]);
  });

  it('keeps an unterminated code fence, blank lines and all, as one block', () => {
    expect(splitBlocks('Intro\n\n```py\nprint(1)\n\nprint(2)').map((block) => block.source)).toEqual([
      'Intro',
      '```py\nprint(1)\n\nprint(2)',
    ]);
  });

  it('does not count $$ inside code towards open math', () => {
    const blocks = splitBlocks('```\necho $$\n```\n\nafter');
    expect(blocks.map((block) => block.source)).toEqual(['```\necho $$\n```', 'after']);
  });

  it('records where each block starts, with CRLF line endings read as LF', () => {
    const blocks = splitBlocks('a\r\n\r\nb');
    expect(blocks).toEqual([
      { source: 'a', start: 0 },
      { source: 'b', start: 3 },
    ]);
  });
});

describe('createBlockSplitter', () => {
  it('gives the same blocks as a full split at every step of a text streamed in small chunks', () => {
    const split = createBlockSplitter();
    for (let end = 1; end <= DOCUMENT.length; end += 7) {
      const text = DOCUMENT.slice(0, end);
      expect(split(text), `after ${end} characters`).toEqual(splitBlocks(text).map((block) => block.source));
    }
  });

  it('starts afresh when the text is replaced rather than extended', () => {
    const split = createBlockSplitter();
    split('first\n\nsecond');
    expect(split('other\n\nthing')).toEqual(['other', 'thing']);
  });
});
