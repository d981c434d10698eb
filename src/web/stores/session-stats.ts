// Session statistics (stat: tokenCount, wordCount, charCount), recomputed when a message is
// committed rather than per streamed frame.

import { messageText } from '../../core/chat/message-content';
import { TOKENS_PER_ASCII_LETTER, TOKENS_PER_NON_ASCII, TOKENS_PER_OTHER_ASCII } from '../../core/constants';
import type { ChatMessage, ChatStat } from '../../core/types';

const ASCII_LETTER = /[A-Za-z]/;

/** "Token estimate per character: ASCII letters 0.25, other ASCII 0.5, non-ASCII 1.5." */
export function estimateTokens(text: string): number {
  let tokens = 0;
  for (const char of text) {
    if ((char.codePointAt(0) ?? 0) > 127) tokens += TOKENS_PER_NON_ASCII;
    else if (ASCII_LETTER.test(char)) tokens += TOKENS_PER_ASCII_LETTER;
    else tokens += TOKENS_PER_OTHER_ASCII;
  }
  return tokens;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

export function computeStat(messages: readonly ChatMessage[]): ChatStat {
  let tokens = 0;
  let wordCount = 0;
  let charCount = 0;
  for (const message of messages) {
    const text = messageText(message.content);
    tokens += estimateTokens(text);
    wordCount += countWords(text);
    charCount += [...text].length;
  }
  return { tokenCount: Math.ceil(tokens), wordCount, charCount };
}
