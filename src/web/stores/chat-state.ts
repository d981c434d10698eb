// The shape of the chat store, shared by its session and message halves.

import type { VersionPlace } from '../../core/chat/tree';
import type { ChatMessage, Mask, SessionMeta } from '../../core/types';

export type SessionPatch = Partial<Omit<SessionMeta, 'id' | 'updatedAt'>>;
export type MessagePatch = Partial<Omit<ChatMessage, 'id'>>;

export interface ChatMessageActions {
  /** Loads a session's messages once (later calls return them from memory). */
  loadMessages: (sessionId: string) => Promise<ChatMessage[]>;
  /** Starts loading a session's messages and resolves once they can be drawn: all of them, or the
   * newest of a long session (tailsBySession) while the older ones are still being read. */
  showMessages: (sessionId: string) => Promise<void>;
  /** Reads a loaded session's messages again (another tab or device changed them) and takes them
   * in, in their stored order. A reply this tab is writing, and a change it has not stored yet,
   * keep their version in memory; everything else is as stored, other tabs' new turns included. */
  reloadMessages: (sessionId: string) => Promise<void>;
  /** Adds messages at the end and writes them in one transaction. Memory is updated synchronously
   * when the session's messages are already loaded; otherwise they are loaded first. Messages other
   * tabs stored before them and this tab had not read yet are taken in before it resolves. */
  appendMessages: (sessionId: string, messages: readonly ChatMessage[]) => Promise<void>;
  /** For streaming: memory only, plus at most one write per STREAMING_WRITE_INTERVAL_MS while
   * the message has streaming set. */
  updateMessage: (sessionId: string, messageId: string, patch: MessagePatch) => void;
  /** Ends streaming: applies the patch, sets streaming false, updates the stats, one write. */
  finishMessage: (sessionId: string, messageId: string, patch?: MessagePatch) => Promise<void>;
  /** A user edit: applies the patch and writes it at once. */
  editMessage: (sessionId: string, messageId: string, patch: MessagePatch) => Promise<void>;
  deleteMessage: (sessionId: string, messageId: string) => Promise<void>;
  /** Shows these versions (stamps them chosen now, which also wins on the other devices once
   * synced): the path goes through them, and below them the branch chosen last under each. */
  chooseVersions: (sessionId: string, messageIds: readonly string[]) => Promise<void>;
}

interface ChatSessionActions {
  hydrate: () => Promise<void>;
  /** Reads the sessions and the loaded messages again after another tab or device changed the
   * database: of the loaded chats, only those in `chats` when it is given (TabChange's). Replies
   * this tab is writing and changes it has not stored yet keep their version (reloadMessages). */
  refresh: (chats?: readonly string[]) => Promise<void>;
  currentSession: () => SessionMeta | undefined;
  /** Goes to the front of the list and is selected. */
  newSession: (mask?: Mask) => SessionMeta;
  /** Puts a whole session (an imported file, a fork) at the front and selects it, in one write.
   * Its id, its messages' ids, order, counts and stats are made afresh; the rest is kept. */
  insertSession: (meta: SessionMeta, messages: readonly ChatMessage[]) => Promise<SessionMeta>;
  selectSession: (id: string) => void;
  nextSession: () => void;
  prevSession: () => void;
  /** Moves by list index; the selection stays on the same session. */
  moveSession: (from: number, to: number) => void;
  /** Returns the undo. Deleting the only session leaves a fresh empty one. */
  deleteSession: (id: string) => () => Promise<void>;
  renameSession: (id: string, topic: string) => void;
  updateSessionMeta: (id: string, patch: SessionPatch) => void;
  /** Context before the current message count is left out of requests. */
  clearContext: (id: string) => void;
  revertClearContext: (id: string) => void;
  /** Empties the messages and the summary. */
  resetSession: (id: string) => Promise<void>;
  unload: () => void;
}

export interface ChatData {
  hydrated: boolean;
  lastUpdateTime: number;
  /** Session metas in list order. */
  sessions: SessionMeta[];
  currentSessionId: string;
  /** Only sessions whose messages have been loaded have an entry. */
  messagesBySession: Record<string, ChatMessage[]>;
  /** The newest messages of a long session whose older ones are still being read, and how many
   * come before them: the list draws these first. Gone once the session is in messagesBySession. */
  tailsBySession: Record<string, SessionTail>;
}

export interface SessionTail {
  before: number;
  messages: ChatMessage[];
  /** Which version each of `messages` that has versions is, when they are the end of the path; left
   * out, the list finds them among `messages` (the newest stored of a session that does not keep
   * where its path ends). */
  versions?: ReadonlyMap<string, VersionPlace>;
}

export type ChatStore = ChatData & ChatSessionActions & ChatMessageActions;
