// A session's messages as this tab shows them, after reading the database again: the stored
// records, in their stored order, with this tab's own newer versions kept where it has them.

import type { ChatMessage } from '../../core/types';

export interface StoredMerge {
  /** The session's messages in memory. */
  memory: readonly ChatMessage[];
  /** Messages read from the database, in their stored order (by place, ties by id). */
  stored: readonly ChatMessage[];
  /** Whether `stored` is every message of the session: a message in memory and not among them
   * was then deleted elsewhere. A part (the messages after some place) leaves the others alone. */
  complete: boolean;
  /** Messages whose memory version is newer than any the read may have seen: a reply this tab is
   * writing, or a change (an addition, an edit, a deletion) it has not stored yet. */
  newerHere: (id: string) => boolean;
  /** The place of a message in the session, where it has one. */
  placeOf: (id: string) => number | undefined;
}

/** The merged messages, ordered by place and then id, as every tab and device orders them; a
 * message of this tab that has no place yet (its write has not run) comes last, as it will. */
export function mergeStored({ memory, stored, complete, newerHere, placeOf }: StoredMerge): ChatMessage[] {
  const inMemory = new Map(memory.map((message) => [message.id, message]));
  const storedIds = new Set<string>();
  const merged: ChatMessage[] = [];
  for (const message of stored) {
    storedIds.add(message.id);
    if (!newerHere(message.id)) merged.push(message);
    else {
      // Absent from memory: this tab deleted it and the deletion is still being written.
      const mine = inMemory.get(message.id);
      if (mine) merged.push(mine);
    }
  }
  const placed: ChatMessage[] = [];
  const unplaced: ChatMessage[] = [];
  for (const message of memory) {
    if (storedIds.has(message.id) || (complete && !newerHere(message.id))) continue;
    (placeOf(message.id) === undefined ? unplaced : placed).push(message);
  }
  if (placed.length > 0) {
    merged.push(...placed);
    const place = (message: ChatMessage) => placeOf(message.id) ?? Number.POSITIVE_INFINITY;
    merged.sort((a, b) => place(a) - place(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  return unplaced.length > 0 ? [...merged, ...unplaced] : merged;
}
