// Messages between the search screen and the worker that holds the index.

import type { MessageChanges } from '../../../core/search/message-changes';
import type { SearchResults } from '../../../core/search/search-index';
import type { ChatMessage } from '../../../core/types';

export type SearchRequest =
  /** Index every stored message of these sessions (the chat's list; other rows are orphans). */
  | { type: 'build'; sessionIds: string[] }
  /** Sessions whose messages are in memory: memory is newer than storage. */
  | { type: 'replace'; sessions: { sessionId: string; messages: ChatMessage[] }[] }
  | { type: 'change'; sessionId: string; changes: MessageChanges }
  /** Sessions that came back (an undone deletion) without their messages in memory. */
  | { type: 'read'; sessionIds: string[] }
  | { type: 'removeSessions'; sessionIds: string[] }
  | { type: 'search'; id: number; query: string; limit: number };

export type SearchResponse =
  /** Sent once the index is built and after every change: a shown search is then run again. */
  | { type: 'indexed'; size: number }
  | { type: 'results'; id: number; results: SearchResults }
  | { type: 'failed'; message: string };
