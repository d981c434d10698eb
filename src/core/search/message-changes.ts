// What the search index must learn when a session's messages change in memory. The chat store
// replaces a message object whenever it changes, so an unchanged message is the same object.

import type { ChatMessage } from '../types';
import { searchDocOf } from './search-doc';
import type { ChatSearchIndex } from './search-index';

export interface MessageChanges {
  /** New or changed messages (whether they are searchable now is the index's business). */
  changed: ChatMessage[];
  /** Ids of messages gone from the session. */
  removed: string[];
}

export function diffMessages(before: readonly ChatMessage[], after: readonly ChatMessage[]): MessageChanges {
  const previous = new Map(before.map((message) => [message.id, message]));
  const changed: ChatMessage[] = [];
  for (const message of after) {
    if (previous.get(message.id) !== message) changed.push(message);
    previous.delete(message.id);
  }
  return { changed, removed: [...previous.keys()] };
}

/** Applies changes to a session's messages: a message that is not searchable now (streaming
 * again, emptied, a tool result) leaves the index. */
export function applyMessageChanges(index: ChatSearchIndex, sessionId: string, { changed, removed }: MessageChanges): void {
  const gone = [...removed];
  const docs = [];
  for (const message of changed) {
    const doc = searchDocOf(message, sessionId);
    if (doc) docs.push(doc);
    else gone.push(message.id);
  }
  index.remove(gone);
  index.upsert(docs);
}

/** Makes the index hold exactly these messages for the session. */
export function replaceSessionMessages(index: ChatSearchIndex, sessionId: string, messages: readonly ChatMessage[]): void {
  index.replaceSession(
    sessionId,
    messages.flatMap((message) => searchDocOf(message, sessionId) ?? []),
  );
}
