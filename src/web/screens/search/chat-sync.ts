// Keeps the search index in step with the chat store for as long as the page lives: messages
// added, edited or deleted, sessions deleted, restored or reset, whether or not the search screen
// is open. Changes are gathered and sent at most every SYNC_DELAY_MS, so a reply streaming at 60
// frames a second costs one cheap check per frame here.

import { diffMessages } from '../../../core/search/message-changes';
import type { ChatMessage } from '../../../core/types';
import { useChatStore } from '../../stores/chat-store';
import type { SearchRequest } from './search-protocol';

const SYNC_DELAY_MS = 300;

/** Starts the index (a build from storage, then what memory holds) and follows the store;
 * returns the way to stop following. */
export function syncWithChatStore(post: (request: SearchRequest) => void): () => void {
  const start = useChatStore.getState();
  let known = new Set(start.sessions.map((session) => session.id));
  /** The message list of each session as last sent (or built from). */
  const seen = new Map<string, readonly ChatMessage[]>(Object.entries(start.messagesBySession));
  post({ type: 'build', sessionIds: [...known] });
  post({ type: 'replace', sessions: [...seen].map(([sessionId, messages]) => ({ sessionId, messages: [...messages] })) });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const { sessions, messagesBySession } = useChatStore.getState();
    const now = new Set(sessions.map((session) => session.id));
    const removed = [...known].filter((id) => !now.has(id));
    if (removed.length > 0) post({ type: 'removeSessions', sessionIds: removed });
    for (const id of removed) seen.delete(id);

    const unread: string[] = [];
    const replaced: { sessionId: string; messages: ChatMessage[] }[] = [];
    for (const id of now) {
      const messages = messagesBySession[id];
      const before = seen.get(id);
      if (messages === undefined) {
        // Back in the list (an undone deletion) with its messages only in storage.
        if (!known.has(id)) unread.push(id);
        continue;
      }
      if (messages === before) continue;
      seen.set(id, messages);
      // First seen in memory (new, loaded, reset or restored): memory is the truth. Unchanged
      // messages cost the worker a lookup each, not a re-indexing.
      if (before === undefined) replaced.push({ sessionId: id, messages: [...messages] });
      else post({ type: 'change', sessionId: id, changes: diffMessages(before, messages) });
    }
    if (replaced.length > 0) post({ type: 'replace', sessions: replaced });
    if (unread.length > 0) post({ type: 'read', sessionIds: unread });
    known = now;
  };

  const unsubscribe = useChatStore.subscribe((state, previous) => {
    if (timer !== undefined) return;
    if (state.sessions !== previous.sessions || state.messagesBySession !== previous.messagesBySession) {
      timer = setTimeout(flush, SYNC_DELAY_MS);
    }
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
