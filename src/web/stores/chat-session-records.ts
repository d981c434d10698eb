// Deleting, restoring, emptying and inserting a chat's records: what the first screen never runs,
// so it loads with the first deletion, reset, fork or import rather than with the chat store.

import { copyTree } from '../../core/chat/tree-walks';
import { emptyStat } from '../../core/defaults';
import { visiblePath } from '../../core/chat/tree';
import type { StoredMessage } from '../../core/schemas';
import type { ChatMessage, SessionMeta } from '../../core/types';
import { editTime } from './clock';
import { MESSAGE_KIND, SESSION_KIND, sessionRange, toStored, type ChatRuntime, type chatWriter } from './chat-db';
import type { ChatStore } from './chat-state';
import { SESSION_SEQ_INDEX, writeTx, type PolychatDb, type WriteTx } from './db';
import { newId } from './ids';
import { putTombstones, removeTombstones } from './persistence';
import { computeStat } from './session-stats';
import { frontOrder } from './session-order';
import { withoutUndefined } from './without-undefined';

function sessionMessageKeys(tx: WriteTx, sessionId: string): Promise<string[]> {
  return tx.objectStore('messages').index(SESSION_SEQ_INDEX).getAllKeys(sessionRange(sessionId));
}

function deleteMessages(tx: WriteTx, ids: readonly string[]) {
  const store = tx.objectStore('messages');
  return Promise.all(ids.map((id) => store.delete(id)));
}

/** Deletes a session and its messages, leaving tombstones, in one transaction with `more` (which
 * writes within it); returns the raw rows for an undo (raw, so that an undo also brings back rows
 * this version could not read). */
export async function deleteSessionRecords(
  db: PolychatDb,
  sessionId: string,
  now: number,
  more: (tx: WriteTx) => Promise<unknown> = async () => {},
): Promise<unknown[]> {
  return writeTx(db, ['sessions', 'messages', 'tombstones', 'settings'], async (tx) => {
    const range = sessionRange(sessionId);
    const index = tx.objectStore('messages').index(SESSION_SEQ_INDEX);
    const [rows, ids] = await Promise.all([index.getAll(range), index.getAllKeys(range)]);
    await deleteMessages(tx, ids);
    await tx.objectStore('sessions').delete(sessionId);
    await putTombstones(tx, SESSION_KIND, [sessionId], now);
    await putTombstones(tx, MESSAGE_KIND, ids, now);
    await more(tx);
    return rows as unknown[];
  });
}

/** Puts back a deleted session and its raw rows, lifting their tombstones, in one transaction
 * with `more`. Everything is stamped `now`, so that the restored records also win over their
 * deletion on devices that have already synced it. */
export async function restoreSessionRecords(
  db: PolychatDb,
  meta: SessionMeta,
  rows: readonly unknown[],
  now: number,
  more: (tx: WriteTx) => Promise<unknown> = async () => {},
) {
  const ids = rows.map((row) => (row as { id: string }).id);
  await writeTx(db, ['sessions', 'messages', 'tombstones', 'settings'], async (tx) => {
    const messages = tx.objectStore('messages');
    await tx.objectStore('sessions').put({ ...meta, updatedAt: now });
    await Promise.all(rows.map((row) => messages.put({ ...(row as StoredMessage), updatedAt: now })));
    await removeTombstones(tx, SESSION_KIND, [meta.id]);
    await removeTombstones(tx, MESSAGE_KIND, ids);
    await more(tx);
  });
}

/** Deletes every message of a session (with tombstones) and writes its emptied meta. */
export async function clearSessionRecords(db: PolychatDb, meta: SessionMeta, now: number) {
  await writeTx(db, ['sessions', 'messages', 'tombstones'], async (tx) => {
    const ids = await sessionMessageKeys(tx, meta.id);
    await deleteMessages(tx, ids);
    await putTombstones(tx, MESSAGE_KIND, ids, now);
    await tx.objectStore('sessions').put(meta);
  });
}

/** What the chat store's actions below share with it. */
interface StoreContext {
  set: (fn: (state: ChatStore) => Partial<ChatStore>) => void;
  get: () => ChatStore;
  runtime: ChatRuntime;
  write: ReturnType<typeof chatWriter>;
  /** Writes the selection within the transaction. */
  saveChatState: (tx: WriteTx) => Promise<unknown>;
}

/** A deleted session as it was, for its undo. */
interface DeletedSession {
  meta: SessionMeta;
  /** Its place in the list. */
  index: number;
  wasCurrent: boolean;
  /** The empty chat made when the deleted one was the last, if it was. */
  replacement: SessionMeta | null;
  /** Its messages in memory, when they were loaded. */
  messages: ChatMessage[] | undefined;
  /** Its raw records (see deleteSessionRecords). */
  rows: readonly unknown[];
}

/** Puts a deleted session back in memory and in storage (the undo ChatStore['deleteSession'] returns). */
export async function restoreSession(
  { set, get, write, saveChatState }: Pick<StoreContext, 'set' | 'get' | 'write' | 'saveChatState'>,
  { meta, index, wasCurrent, replacement, messages, rows }: DeletedSession,
) {
  const id = meta.id;
  const restoreNow = editTime();
  const restoredMeta = { ...meta, updatedAt: restoreNow };
  // A replacement the user has not used yet goes away again, so that undo leaves the list
  // exactly as it was before the deletion.
  const dropReplacement =
    replacement !== null && (get().messagesBySession[replacement.id]?.length ?? 0) === 0;
  set((s) => {
    const list = s.sessions.filter((x) => !(dropReplacement && x.id === replacement?.id));
    list.splice(Math.min(index, list.length), 0, restoredMeta);
    const { [replacement?.id ?? '']: _r, ...rest } = s.messagesBySession;
    const kept = dropReplacement ? rest : s.messagesBySession;
    return {
      sessions: list,
      currentSessionId: wasCurrent ? id : s.currentSessionId,
      messagesBySession: messages ? { ...kept, [id]: messages } : kept,
      lastUpdateTime: restoreNow,
    };
  });
  await write((db) =>
    restoreSessionRecords(db, restoredMeta, rows, restoreNow, async (tx) => {
      if (dropReplacement && replacement) {
        await tx.objectStore('sessions').delete(replacement.id);
        await putTombstones(tx, SESSION_KIND, [replacement.id], restoreNow);
      }
      await saveChatState(tx);
    }),
    [id],
  );
}

/** See ChatStore['resetSession']. */
export async function resetSession({ set, get, runtime, write }: Pick<StoreContext, 'set' | 'get' | 'runtime' | 'write'>, id: string) {
  const meta = get().sessions.find((s) => s.id === id);
  if (!meta) return;
  const now = editTime();
  const cleared = (get().messagesBySession[id] ?? []).map((message) => message.id);
  for (const messageId of cleared) runtime.cancelTimer(messageId);
  const updated = withoutUndefined({
    ...meta,
    memoryPrompt: '',
    lastSummarizeIndex: 0,
    clearContextIndex: undefined,
    stat: emptyStat(),
    messageCount: 0,
    pathEnd: undefined,
    lastUpdate: now,
    updatedAt: now,
  });
  set((s) => ({
    sessions: s.sessions.map((m) => (m.id === id ? updated : m)),
    messagesBySession: { ...s.messagesBySession, [id]: [] },
    lastUpdateTime: now,
  }));
  await runtime.localWrites.track(cleared, write((db) => clearSessionRecords(db, updated, now), [id]));
}

/** See ChatStore['insertSession']. */
export async function insertSession(
  { set, get, runtime, write, saveChatState }: StoreContext,
  source: SessionMeta,
  messages: readonly ChatMessage[],
): Promise<SessionMeta> {
  const now = editTime();
  const id = newId();
  const copies = copyTree(messages, newId).map((message) => withoutUndefined({ ...message, streaming: undefined }));
  const path = visiblePath(copies);
  const meta: SessionMeta = {
    ...source,
    id,
    order: frontOrder(get().sessions),
    messageCount: path.length,
    pathEnd: path.at(-1)?.id,
    stat: computeStat(path),
    lastUpdate: now,
    updatedAt: now,
  };
  const stored = copies.map((message) => toStored(message, id, runtime.takeSeq(id, message.id), now));
  set((s) => ({
    sessions: [meta, ...s.sessions],
    currentSessionId: id,
    messagesBySession: { ...s.messagesBySession, [id]: copies },
    lastUpdateTime: now,
  }));
  await write(
    (db) =>
      writeTx(db, ['sessions', 'messages', 'settings'], async (tx) => {
        const store = tx.objectStore('messages');
        await Promise.all(stored.map((record) => store.put(record)));
        await tx.objectStore('sessions').put(meta);
        await saveChatState(tx);
      }),
    [id],
  );
  return meta;
}
