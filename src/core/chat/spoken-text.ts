import { plainText } from '../search/plain-text';

/** A screen reader reads a finished reply from the live region; beyond this it is read from the
 * message itself, where it can be paused and navigated. */
const SPOKEN_REPLY_MAX_CHARS = 1000;

/** A reply's Markdown as words to be read aloud: the marks dropped as search drops them
 * (plainText), and single-mark emphasis too, which a screen reader would spell out ("underscore"),
 * on one line, cut to SPOKEN_REPLY_MAX_CHARS at a word. */
export function spokenText(markdown: string, max = SPOKEN_REPLY_MAX_CHARS): string {
  const words = plainText(markdown)
    .replace(/(^|\s)[*_](\S[^*_]*?)[*_](?=\s|[.,;:!?]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
  if (words.length <= max) return words;
  const cut = words.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

/** Code blocks, closed or still open at the end of a streaming reply: read aloud, code is a string
 * of symbols, so it is left out. */
const CODE_BLOCK = /^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?(^[ \t]*\1[^\n]*$|(?![\s\S]))/gm;
/** Addresses written out, bare or in angle brackets: a link's words are read, its URL never. The
 * punctuation after an address ends the sentence, it is not part of it. */
const BARE_URL = /<?\b(?:https?|ftp|mailto):[^\s<>)]*[^\s<>).,;:!?'"]>?/gi;
/** HTML tags a reply may carry (<br>, <sup>…): their words stay, the tag goes. */
const HTML_TAG = /<\/?[a-z][^>\n]*>/gi;

/** A reply's Markdown as the words a voice reads: no code, no addresses, no marks, whole. */
export function readAloudText(markdown: string): string {
  const prose = markdown.replace(CODE_BLOCK, '\n').replace(BARE_URL, '').replace(HTML_TAG, '');
  return spokenText(prose, Number.POSITIVE_INFINITY);
}
