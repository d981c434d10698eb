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
