import { render } from '@testing-library/react';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { components } from './markdown-components';
import { rehypePlugins as mathRehype, remarkPlugins as mathRemark } from './math-plugins';
import { isPlainParagraph } from './plain-paragraph';
import { renderMarkdown, renderParagraph, type PluggableList } from './render-markdown';
import { safeUrl } from './safe-url';

// The plugins a message is parsed with, math included (MarkdownBlock).
const remarkPlugins: PluggableList = [[remarkGfm, { singleTilde: false }], ...mathRemark];

const parsed = (text: string) =>
  render(renderMarkdown(text, { remarkPlugins, rehypePlugins: mathRehype, components, urlTransform: safeUrl })).container.innerHTML;
const unparsed = (text: string) => render(renderParagraph(text, { components })).container.innerHTML;

/** Text made of what the check lets through, in random order: a letter first, then words with
 * digits, punctuation, accents, CJK, emoji with joiners, and runs of spaces. */
function randomPlain(seed: number): string {
  const pieces = ['word', 'W1', '42', ' ', '  ', ',', '.', ';', '?', '!', "'", '"', '(', ')', '%', '/', '=', '+', '-', 'é', 'ß', '中文', '，', '。', '😀', '👩‍💻', '\u00a0', 'w', 'ww', 'x.y', '1.', '2)', '+1', '-x', '==', ':', ' #', '>', '->', '{', '}', '^', 'http', 'mailto:', 'ftp:/'];
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  let text = ['Alpha', 'é', '中', 'z'][seed % 4]!;
  const length = 1 + (next() % 30);
  for (let i = 0; i < length; i += 1) text += pieces[next() % pieces.length];
  return text.trimEnd();
}

describe('isPlainParagraph', () => {
  it('accepts prose without markdown, which renders exactly as the parser renders it', () => {
    const samples = [
      'This paragraph is here to give the message a realistic length.',
      'word w41 w42 w43',
      'Thanks! And the difference between a tuple and a list, message 7?',
      'A tuple can be a dictionary key; a list cannot (message 3).',
      'Résumé, naïve, straße; 中文，标点。',
      'Emoji 👩‍💻 and 😀 stay text',
      'Spaces   inside   stay',
      'e.g. 1. not a list mid-line, nor - a bullet, nor + one, nor 2) this',
      'a=b+c-d / 50% "quoted" (brackets)',
      'Question 12: how do I sort a list? Step #2 -> done {ok} x^2',
    ];
    for (const text of samples) {
      expect(isPlainParagraph(text), text).toBe(true);
      expect(unparsed(text), text).toBe(parsed(text));
    }
    // The random pieces can form a scheme's "://" or "www.", which are refused.
    const random = Array.from({ length: 400 }, (_, seed) => randomPlain(seed)).filter(isPlainParagraph);
    expect(random.length).toBeGreaterThan(300);
    for (const text of random) expect(unparsed(text), text).toBe(parsed(text));
  });

  it('refuses whatever markdown could make into more than its text', () => {
    const markdown = [
      '1. a list',
      '- a bullet',
      '# a heading',
      '> a quote',
      ' leading space',
      'trailing space ',
      'two\nlines',
      'a\ttab',
      'some *emphasis*',
      'some _emphasis_',
      'some `code`',
      'a [link](https://example.com)',
      'an ![image](x.png)',
      'a ~~strike~~',
      'cells | in | a row',
      'raw <b>html</b>',
      'an &amp; entity',
      'an escaped \\* star',
      'math $x^2$',
      'see www.example.com',
      'see WWW.example.com',
      'see https://example.com',
      'see HTTP://EXAMPLE.COM',
      'or ftp://example.com',
      'mail me@example.com',
      'a note[^1]',
      'a control \u0007 character',
      'a line\u2028separator',
      '',
    ];
    for (const text of markdown) expect(isPlainParagraph(text), text).toBe(false);
    // Each of these renders as more than a paragraph of its text, or as other text.
    for (const text of ['see www.example.com', 'mail me@example.com', 'some *emphasis*', 'an &amp; entity']) {
      expect(parsed(text)).not.toBe(unparsed(text));
    }
  });
});
