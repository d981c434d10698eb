/** A screen reader reads a finished reply from the live region; beyond this it is read from the
 * message itself, where it can be paused and navigated. */
const SPOKEN_REPLY_MAX_CHARS = 1000;

/** A reply's Markdown as words to be read aloud: without the marks a screen reader would spell out
 * ("asterisk asterisk", "backtick"), a code block named rather than its fences, and cut to
 * SPOKEN_REPLY_MAX_CHARS at a word. */
export function spokenText(markdown: string, max = SPOKEN_REPLY_MAX_CHARS): string {
  const words = markdown
    .replace(/^```[^\n]*\n?/gm, '')
    .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/(^|\s)[*_](\S[^*_]*?)[*_](?=\s|[.,;:!?]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
  if (words.length <= max) return words;
  const cut = words.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut}…`;
}
