import { useCallback, useRef } from 'react';
import type { ChatMessage } from '../../../core/types';

/** Whether two lists hold the same messages in the same order, whatever their contents. */
export function sameIds(a: readonly ChatMessage[], b: readonly ChatMessage[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = a.length - 1; index >= 0; index--) {
    const x = a[index];
    const y = b[index];
    // Mostly the very same objects: a streamed chunk replaces one message of the array.
    if (x !== y && x?.id !== y?.id) return false;
  }
  return true;
}

/**
 * The virtualizer's key of row `index` (the message's id; a row of the older messages still being
 * read has `before` rows ahead of `messages`). The virtualizer lays out every row again, all
 * 20,000 of a long chat, whenever its key function changes. A streamed reply replaces the messages
 * array on every chunk, so the function is kept for as long as the ids stay the same: comparing
 * 20,000 ids costs tens of microseconds, a layout of 20,000 rows 10 to 20 ms.
 */
export function useRowKey(messages: readonly ChatMessage[], before: number): (index: number) => string | number {
  const keyed = useRef(messages);
  // Written during render, but only ever to a list with other ids: rendering twice writes the same.
  if (keyed.current !== messages && !sameIds(keyed.current, messages)) keyed.current = messages;
  const ids = keyed.current;
  return useCallback((index: number) => ids[index - before]?.id ?? index, [ids, before]);
}
