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

/** Messages measured per look at the idle deadline. */
const MEASURED_PER_CHECK = 200;

/**
 * Measures a chat's messages while the page is idle, a few hundred at a time, so that the first
 * message sent into a long chat just read (whose statistics count every message) measures only
 * itself: 20,000 messages measured in the send's own task made it 25 to 40 ms longer.
 */
export function measureWhenIdle(messages: readonly ChatMessage[]): void {
  if (typeof requestIdleCallback !== 'function') return;
  let next = 0;
  const step = (deadline: IdleDeadline) => {
    while (next < messages.length && deadline.timeRemaining() > 1) {
      const end = Math.min(messages.length, next + MEASURED_PER_CHECK);
      for (; next < end; next++) measureMessage(messages[next]!);
    }
    if (next < messages.length) requestIdleCallback(step);
  };
  requestIdleCallback(step);
}
