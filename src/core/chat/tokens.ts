import { TOKENS_PER_ASCII_LETTER, TOKENS_PER_NON_ASCII, TOKENS_PER_OTHER_ASCII } from '../constants/chat';
import type { ChatMessage } from '../types';
import { messageText } from './message-content';

/** What a chat's statistics and its token estimates count in a text. */
export interface TextMeasure {
  /** A cheap estimate: letters are a quarter token, other ASCII half, the rest 1.5. */
  tokens: number;
  /** Runs of characters between white space, as `split(/\s+/)` finds them. */
  words: number;
  /** Characters as a reader counts them: an emoji of two UTF-16 units is one. */
  characters: number;
}

/** The white space of `\s` in a regular expression beyond ASCII, by UTF-16 code. */
function isWideWhiteSpace(code: number): boolean {
  return (
    code === 160 || code === 5760 || (code >= 8192 && code <= 8202) || code === 8232 || code === 8233 || code === 8239 || code === 8287 || code === 12288 || code === 65279
  );
}

const SPACE = 0;
const LETTER = 1;
const OTHER = 2;
/** What each ASCII code is, looked up rather than tested: nearly every character of a chat is ASCII. */
const ASCII_CLASS = Uint8Array.from({ length: 128 }, (_, code) =>
  code === 32 || (code >= 9 && code <= 13) ? SPACE : (code >= 65 && code <= 90) || (code >= 97 && code <= 122) ? LETTER : OTHER,
);

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
    characters++;
    let space: boolean;
    if (code < 128) {
      const kind = ASCII_CLASS[code];
      tokens += kind === LETTER ? TOKENS_PER_ASCII_LETTER : TOKENS_PER_OTHER_ASCII;
      space = kind === SPACE;
    } else {
      tokens += TOKENS_PER_NON_ASCII;
      space = isWideWhiteSpace(code);
      // A surrogate pair is one character.
      if (code >= 0xd800 && code <= 0xdbff) {
        const next = text.charCodeAt(index + 1);
        if (next >= 0xdc00 && next <= 0xdfff) index++;
      }
    }
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return { tokens, words, characters };
}

const measured = new WeakMap<ChatMessage, TextMeasure>();

/**
 * The measure of a message's text, kept with the message. A long chat is measured whole after
 * every send and every reply (its statistics, the title and summary checks); a message is never
 * changed in place (an edit or a streamed chunk replaces it), so the measure of one that did not
 * change is still right, and only the new ones are measured.
 */
export function measureMessage(message: ChatMessage): TextMeasure {
  let measure = measured.get(message);
  if (!measure) {
    measure = measureText(messageText(message.content));
    measured.set(message, measure);
  }
  return measure;
}
