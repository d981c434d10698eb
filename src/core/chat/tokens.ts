import { TOKENS_PER_ASCII_LETTER, TOKENS_PER_NON_ASCII, TOKENS_PER_OTHER_ASCII } from '../constants';

/** What a chat's statistics and its token estimates count in a text. */
export interface TextMeasure {
  /** The spec's cheap estimate: letters are a quarter token, other ASCII half, the rest 1.5. */
  tokens: number;
  /** Runs of characters between white space, as `split(/\s+/)` finds them. */
  words: number;
  /** Characters as a reader counts them: an emoji of two UTF-16 units is one. */
  characters: number;
}

/** The white space of `\s` in a regular expression, by UTF-16 code. */
function isWhiteSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 || code === 5760 || (code >= 8192 && code <= 8202) || code === 8232 || code === 8233 || code === 8239 || code === 8287 || code === 12288 || code === 65279
  );
}

const isAsciiLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * One pass over `text` by character code, allocating nothing per character: it runs over every
 * message of a chat when a message is sent or a reply ends, and a chat can hold 20,000 of them
 * (a regular expression and a string per character made that 120 ms; docs/BENCHMARKS.md).
 */
export function measureText(text: string): TextMeasure {
  let tokens = 0;
  let words = 0;
  let characters = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // A surrogate pair is one character, and not ASCII.
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index++;
    }
    characters++;
    tokens += code > 127 ? TOKENS_PER_NON_ASCII : isAsciiLetter(code) ? TOKENS_PER_ASCII_LETTER : TOKENS_PER_OTHER_ASCII;
    const space = isWhiteSpace(code);
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return { tokens, words, characters };
}

/** The spec's token estimate of `text` (see TextMeasure.tokens). */
export function estimateTokens(text: string): number {
  return measureText(text).tokens;
}
