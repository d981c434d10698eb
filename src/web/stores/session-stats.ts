// Session statistics (stat: tokenCount, wordCount, charCount), recomputed when a message is
// committed rather than per streamed frame.

import { measureMessage } from '../../core/chat/tokens';
import type { ChatMessage, ChatStat } from '../../core/types';

export function computeStat(messages: readonly ChatMessage[]): ChatStat {
  let tokens = 0;
  let wordCount = 0;
  let charCount = 0;
  for (const message of messages) {
    const measure = measureMessage(message);
    tokens += measure.tokens;
    wordCount += measure.words;
    charCount += measure.characters;
  }
  return { tokenCount: Math.ceil(tokens), wordCount, charCount };
}
