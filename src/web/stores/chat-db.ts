// IndexedDB side of the chat store: sessions and messages as separate records, and the
// bookkeeping (message order, pending streaming writes, loads in flight) that is not UI state.

import type { StoredMessage } from '../../core/schemas';
import type { ChatMessage } from '../../core/types';
import { SESSION_SEQ_INDEX, type PolychatDb } from './db';
import { LocalWrites } from './local-writes';
import { persist } from './persistence';

/** How many messages one read of a session asks IndexedDB for (see readSessionMessages). */
const MESSAGE_READ_BATCH = 500;

export const SESSION_KIND = 'session';

/** The chat stores' one way to write: `chats` names the chats whose messages the write changes
 * (TabChange's), [] for a write of the list alone; left out, the other tabs read every chat again. */
export function chatWriter(hydrated: () => boolean) {
  return (op: (db: PolychatDb) => Promise<unknown>, chats?: string[]) => persist('chat', hydrated(), op, chats);
}
export const MESSAGE_KIND = 'message';

/** Every [sessionId, seq] key of one session: from the lowest key (-Infinity) to above any seq. */
export function sessionRange(sessionId: string): IDBKeyRange {
  return IDBKeyRange.bound([sessionId, -Infinity], [sessionId, [[]]]);
}

/** Which of a session's places to read: those after `above`, and before `below` (both left out). */
export interface SeqBounds {
  above?: number;
  below?: number;
}

/** Raw rows of a session's messages in their order, through the [sessionId+seq] index, within
 * `bounds`. They come in batches, each handed to `each` before the next is asked for: every batch
 * is one task for the browser to deserialise, and `each` parses it in the same task, so reading
 * 20,000 messages never holds the page for long. */
export async function readSessionMessages(
  db: PolychatDb,
  sessionId: string,
  each: (rows: unknown[]) => void,
  { above, below }: SeqBounds = {},
): Promise<void> {
  const index = db.transaction('messages').store.index(SESSION_SEQ_INDEX);
  const upper = below === undefined ? [sessionId, [[]]] : [sessionId, below];
  // Each batch starts after the last place the one before it ended on.
  let after = above;
  for (;;) {
    const range = IDBKeyRange.bound([sessionId, after ?? -Infinity], upper, after !== undefined, below !== undefined);
    const rows = await index.getAll(range, MESSAGE_READ_BATCH);
    each(rows);
    const last = rows.at(-1) as { seq: number } | undefined;
    if (!last || rows.length < MESSAGE_READ_BATCH) return;
    after = last.seq;
  }
}

/** The raw rows of a session's newest `size` messages, the places of the first and the last of
 * them, and how many messages come before them; null when the session has no more than `size`. */
export async function readSessionTail(
  db: PolychatDb,
  sessionId: string,
  size: number,
): Promise<{ rows: unknown[]; from: number; to: number; before: number } | null> {
  const index = db.transaction('messages').store.index(SESSION_SEQ_INDEX);
  const newest = await index.openKeyCursor(sessionRange(sessionId), 'prev');
  if (!newest) return null;
  const to = (newest.key as [string, number])[1];
  const first = await newest.advance(size - 1);
  if (!first) return null;
  const from = (first.key as [string, number])[1];
  const [rows, before] = await Promise.all([
    index.getAll(IDBKeyRange.bound([sessionId, from], [sessionId, to])),
    index.count(IDBKeyRange.bound([sessionId, -Infinity], [sessionId, from], false, true)),
  ]);
  return { rows, from, to, before };
}

/** The raw rows of a session from `size` places before its message `endId` up to the place `below`
 * (left out), the place of the first of them and how many come before it; null when that message is
 * not the session's or is not placed before `below`, or when more than `limit` rows lie in between. */
export async function readSessionBefore(
  db: PolychatDb,
  sessionId: string,
  endId: string,
  below: number,
  { size, limit }: { size: number; limit: number },
): Promise<{ rows: unknown[]; from: number; before: number } | null> {
  const tx = db.transaction('messages');
  const end = await tx.store.get(endId);
  if (!end || end.sessionId !== sessionId || end.seq >= below) return null;
  const index = tx.store.index(SESSION_SEQ_INDEX);
  const last = await index.openKeyCursor(IDBKeyRange.bound([sessionId, -Infinity], [sessionId, end.seq]), 'prev');
  const first = last && size > 1 ? await last.advance(size - 1) : last;
  // Fewer than `size` before it: from the session's first.
  const from = first ? (first.key as [string, number])[1] : -Infinity;
  const range = IDBKeyRange.bound([sessionId, from], [sessionId, below], false, true);
  if ((await index.count(range)) > limit) return null;
  const [rows, before] = await Promise.all([
    index.getAll(range),
    index.count(IDBKeyRange.bound([sessionId, -Infinity], [sessionId, from], false, true)),
  ]);
  return { rows, from, before };
}

export function toStored(message: ChatMessage, sessionId: string, seq: number, updatedAt: number): StoredMessage {
  return { ...message, sessionId, seq, updatedAt };
}

export function fromStored(stored: StoredMessage): ChatMessage {
  const { sessionId: _s, seq: _q, updatedAt: _u, ...message } = stored;
  return message;
}

/** Non-UI bookkeeping of the chat store, cleared with it. */
export class ChatRuntime {
  /** Position of each message within its session (the seq of its record). */
  readonly seqs = new Map<string, number>();
  readonly nextSeq = new Map<string, number>();
  /** Pending throttled writes of streaming messages, by message id. */
  readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  readonly loading = new Map<string, Promise<ChatMessage[]>>();
  /** Of a session being loaded: resolves once it can be drawn (its newest messages, or all). */
  readonly drawable = new Map<string, Promise<void>>();
  /** Replies this tab added and is still writing: their text in memory is ahead of the database's. */
  readonly streamingHere = new Set<string>();
  readonly localWrites = new LocalWrites();

  takeSeq(sessionId: string, messageId: string): number {
    const seq = this.nextSeq.get(sessionId) ?? 0;
    this.nextSeq.set(sessionId, seq + 1);
    this.seqs.set(messageId, seq);
    return seq;
  }

  /** A place after `last` and after every place this tab has given out in the session. */
  placeAfter(sessionId: string, messageId: string, last: number): number {
    const seq = Math.max(this.nextSeq.get(sessionId) ?? 0, last + 1);
    this.nextSeq.set(sessionId, seq + 1);
    this.seqs.set(messageId, seq);
    return seq;
  }

  cancelTimer(messageId: string): void {
    const timer = this.timers.get(messageId);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(messageId);
  }

  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.seqs.clear();
    this.nextSeq.clear();
    this.loading.clear();
    this.drawable.clear();
    this.streamingHere.clear();
    this.localWrites.clear();
  }
}
