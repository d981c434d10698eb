import { TOKENS_PER_ASCII_LETTER, TOKENS_PER_NON_ASCII, TOKENS_PER_OTHER_ASCII } from '../constants';

const ASCII_LETTER = /[A-Za-z]/;

/** The spec's cheap token estimate: letters are a quarter token, other ASCII half, the rest 1.5.
 * It runs on every message, so it is a single pass with no allocation. */
export function estimateTokens(text: string): number {
  let total = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code > 127) total += TOKENS_PER_NON_ASCII;
    else if (ASCII_LETTER.test(text[index] ?? '')) total += TOKENS_PER_ASCII_LETTER;
    else total += TOKENS_PER_OTHER_ASCII;
  }
  return total;
}
