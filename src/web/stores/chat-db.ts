// IndexedDB side of the chat store: sessions and messages as separate records, and the
// bookkeeping (message order, pending streaming writes, loads in flight) that is not UI state.

import Dexie from 'dexie';
import type { StoredMessage } from '../../core/schemas';
import type { ChatMessage, SessionMeta } from '../../core/types';
import type { PolychatDb } from './db';
import { putTombstones, removeTombstones } from './persistence';

export const SESSION_KIND = 'session';
export const MESSAGE_KIND = 'message';

/** Messages of one session, in their order, through the [sessionId+seq] index. */
export function sessionMessages(db: PolychatDb, sessionId: string) {
  return db.messages.where('[sessionId+seq]').between([sessionId, Dexie.minKey], [sessionId, Dexie.maxKey]);
}

export function toStored(message: ChatMessage, sessionId: string, seq: number, updatedAt: number): StoredMessage {
  return { ...message, sessionId, seq, updatedAt };
}

export function fromStored(stored: StoredMessage): ChatMessage {
  const { sessionId: _s, seq: _q, updatedAt: _u, ...message } = stored;
  return message;
}

/** Deletes a session and its messages, leaving tombstones; returns the raw rows for an undo
 * (raw, so that an undo also brings back rows this version could not read). */
export async function deleteSessionRecords(db: PolychatDb, sessionId: string, now: number): Promise<unknown[]> {
  return db.transaction('rw', db.sessions, db.messages, db.tombstones, async () => {
    const rows: unknown[] = await sessionMessages(db, sessionId).toArray();
    const ids = await sessionMessages(db, sessionId).primaryKeys();
    await db.messages.bulkDelete(ids);
    await db.sessions.delete(sessionId);
    await putTombstones(db, SESSION_KIND, [sessionId], now);
    await putTombstones(db, MESSAGE_KIND, ids, now);
    return rows;
  });
}

export async function restoreSessionRecords(db: PolychatDb, meta: SessionMeta, rows: readonly unknown[]) {
  const ids = rows.map((row) => (row as { id: string }).id);
  await db.transaction('rw', db.sessions, db.messages, db.tombstones, async () => {
    await db.sessions.put(meta);
    await db.table('messages').bulkPut([...rows]);
    await removeTombstones(db, SESSION_KIND, [meta.id]);
    await removeTombstones(db, MESSAGE_KIND, ids);
  });
}

/** Deletes every message of a session (with tombstones) and writes its emptied meta. */
export async function clearSessionRecords(db: PolychatDb, meta: SessionMeta, now: number) {
  await db.transaction('rw', db.sessions, db.messages, db.tombstones, async () => {
    const ids = await sessionMessages(db, meta.id).primaryKeys();
    await db.messages.bulkDelete(ids);
    await putTombstones(db, MESSAGE_KIND, ids, now);
    await db.sessions.put(meta);
  });
}

/** Non-UI bookkeeping of the chat store, cleared with it. */
export class ChatRuntime {
  /** Position of each message within its session (the seq of its record). */
  readonly seqs = new Map<string, number>();
  readonly nextSeq = new Map<string, number>();
  /** Pending throttled writes of streaming messages, by message id. */
  readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  readonly loading = new Map<string, Promise<ChatMessage[]>>();

  takeSeq(sessionId: string, messageId: string): number {
    const seq = this.nextSeq.get(sessionId) ?? 0;
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
  }
}
