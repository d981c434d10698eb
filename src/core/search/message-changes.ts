// What the search index must learn when a session's messages change in memory. The chat store
// replaces a message object whenever it changes, so an unchanged message is the same object.

import type { ChatMessage } from '../types';
import { searchDocOf, type SearchDoc } from './search-doc';

export interface IndexPatch {
  upserts: SearchDoc[];
  /** Ids of messages gone from the session, or not searchable now (streaming again, emptied). */
  removals: string[];
}

export function diffMessages(sessionId: string, before: readonly ChatMessage[], after: readonly ChatMessage[]): IndexPatch {
  const previous = new Map(before.map((message) => [message.id, message]));
  const upserts: SearchDoc[] = [];
  const removals: string[] = [];
  for (const message of after) {
    const old = previous.get(message.id);
    previous.delete(message.id);
    if (old === message) continue;
    const doc = searchDocOf(message, sessionId);
    if (doc) upserts.push(doc);
    else if (old) removals.push(message.id);
  }
  removals.push(...previous.keys());
  return { upserts, removals };
}

/** The documents of a whole session held in memory. */
export function sessionDocs(sessionId: string, messages: readonly ChatMessage[]): SearchDoc[] {
  return messages.flatMap((message) => searchDocOf(message, sessionId) ?? []);
}
