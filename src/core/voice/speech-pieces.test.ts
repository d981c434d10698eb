import { describe, expect, it } from 'vitest';
import { readAloudText } from '../chat/spoken-text';
import { settledWords, speechPieces } from './speech-pieces';
import { SPEECH_INPUT_MAX_CHARS } from './speech-request';

describe('readAloudText', () => {
  it('reads the words of Markdown, never its marks, code or addresses', () => {
    const markdown = '## Tides\n\nThe **tide** is _high_. See [the chart](https://example.com/c) or https://example.org/x.\n\n```js\nconst wave = 1;\n```\n\n- one <br> two';
    expect(readAloudText(markdown)).toBe('Tides The tide is high. See the chart or . one two');
  });

  it('leaves out a code block still open at the end of a streaming reply', () => {
    expect(readAloudText('Here it is:\n\n```python\nprint("hi")')).toBe('Here it is:');
  });
});

describe('settledWords', () => {
  it('takes a streaming reply up to its last finished sentence, and all of it once done', () => {
    expect(settledWords('The sea is calm. The wind', false)).toBe('The sea is calm.');
    expect(settledWords('The sea is calm. The wind', true)).toBe('The sea is calm. The wind');
    expect(settledWords('海は静かだ。 風が', false)).toBe('海は静かだ。');
    expect(settledWords('No end yet', false)).toBe('');
  });
});

describe('speechPieces', () => {
  it('starts with a short piece and gathers later sentences into longer ones', () => {
    const words = 'The first one is here. Second. Third. Fourth.';
    expect(speechPieces(words, true)).toEqual(['The first one is here.', 'Second. Third. Fourth.']);
    expect(speechPieces(words, false)).toEqual([words]);
  });

  it('cuts a sentence longer than the endpoint takes at spaces', () => {
    const long = Array.from({ length: 1500 }, (_, index) => `w${index}`).join(' ');
    const pieces = speechPieces(long, false);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((piece) => piece.length <= SPEECH_INPUT_MAX_CHARS)).toBe(true);
    expect(pieces.join(' ')).toBe(long);
  });
});
