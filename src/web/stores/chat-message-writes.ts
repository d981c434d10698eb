// The chat store's message writes that only a user's action starts (sending, editing, choosing a
// version, deleting) and the rewrite of chats stored before chats were trees: they load with the
// first of them, not with the first screen. Moved as they were from chat-message-actions.ts, which
// hands them what they share with the reads (MessageWriteContext).

import { editTime } from './clock';
import type { ChatMessage, SessionMeta } from '../../core/types';
import type { StoredMessage } from '../../core/schemas';
import { MESSAGE_KIND, sessionRange, toStored, type ChatRuntime, type chatWriter } from './chat-db';
import type { ChatStore, MessagePatch } from './chat-state';
import { SESSION_SEQ_INDEX, writeTx, type WriteTx } from './db';
import { putTombstones } from './persistence';
import { missingParents } from '../../core/chat/tree-walks';
import { parentForAppend, parentOf } from '../../core/chat/tree';

interface PlacedRow {
  message: ChatMessage;
  seq: number;
}

/** What the writes share with the store's reads. */
export interface MessageWriteContext {
  set: (fn: (state: ChatStore) => Partial<ChatStore>) => void;
  get: () => ChatStore;
  runtime: ChatRuntime;
  write: ReturnType<typeof chatWriter>;
  /** Replaces a session's messages in memory and refreshes the meta fields derived from them. */
  setMessages: (sessionId: string, messages: ChatMessage[], now: number) => SessionMeta | undefined;
  stored: (sessionId: string, message: ChatMessage, now: number) => StoredMessage;
  loadMessages: (sessionId: string) => Promise<ChatMessage[]>;
  parseMessages: (rows: readonly unknown[]) => PlacedRow[];
  place: (sessionId: string, rows: readonly PlacedRow[]) => Promise<ChatMessage[]>;
  takeIn: (sessionId: string, stored: ChatMessage[], complete: boolean, written: ReadonlySet<string>) => void;
}

/** The raw rows of a session's messages placed from `from` to `to` (both included), in order. */
function rowsBetween(tx: WriteTx, sessionId: string, from: number, to: number): Promise<unknown[]> {
  return tx.objectStore('messages').index(SESSION_SEQ_INDEX).getAll(IDBKeyRange.bound([sessionId, from], [sessionId, to]));
}

/** The place of a session's last message in the database, -1 when it has none. */
async function lastSeq(tx: WriteTx, sessionId: string): Promise<number> {
  const cursor = await tx.objectStore('messages').index(SESSION_SEQ_INDEX).openCursor(sessionRange(sessionId), 'prev');
  return cursor ? cursor.value.seq : -1;
}

/** Messages added at the end go under the last message on screen, each under the one before it,
 * unless they name their parent (a new version names its sibling's). */
function underPath(messages: readonly ChatMessage[], added: readonly ChatMessage[]): ChatMessage[] {
  let parent = parentForAppend(messages);
  return added.map((message) => {
    const placed = message.parentId === undefined ? { ...message, parentId: parent } : message;
    parent = placed.id;
    return placed;
  });
}

/** Applies patches to messages (given by id, or made from the edit's time) and writes them with
 * the meta in one transaction. */
export async function commitAll(
  ctx: MessageWriteContext,
  sessionId: string,
  patches: ReadonlyMap<string, MessagePatch | ((now: number) => MessagePatch)>,
) {
  const { get, runtime, write, setMessages, stored } = ctx;
  // A message of a long session's newest ones, changed before the older ones were read.
  const messages = get().messagesBySession[sessionId] ?? (await ctx.loadMessages(sessionId));
  const now = editTime();
  const changed: ChatMessage[] = [];
  const next = messages.map((m) => {
    const patch = patches.get(m.id);
    if (!patch) return m;
    const message = { ...m, ...(typeof patch === 'function' ? patch(now) : patch) };
    changed.push(message);
    return message;
  });
  if (changed.length === 0) return;
  const meta = setMessages(sessionId, next, now);
  if (!meta) return;
  await runtime.localWrites.track(
    changed.map((m) => m.id),
    write((db) =>
      writeTx(db, ['messages', 'sessions'], async (tx) => {
        await Promise.all(changed.map((message) => tx.objectStore('messages').put(stored(sessionId, message, now))));
        await tx.objectStore('sessions').put(meta);
      }),
      [sessionId],
    ),
  );
}

/** Migration of the chats stored before chats were trees: each message gets the parent it is
 * drawn under written into its record, keeping its update time (the path on screen is the same,
 * so there is nothing for a sync to carry). Memory is left as read: it draws the same. */
/** Parents written per transaction by the migration below, one transaction when the page is idle:
 * a chat of 20,000 messages written in one held the page for one to two seconds (every record is
 * copied on the page's thread), and 500 at a time still made a long task of each. */
const LINKS_PER_WRITE = 100;

const whenIdle = () => new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 0)));

export function linkParents({ write }: MessageWriteContext, messages: readonly ChatMessage[]) {
  const links = missingParents(messages);
  if (links.length === 0) return;
  void (async () => {
    for (let from = 0; from < links.length; from += LINKS_PER_WRITE) {
      const batch = links.slice(from, from + LINKS_PER_WRITE);
      await write(
        (db) =>
          writeTx(db, ['messages'], async (tx) => {
            const store = tx.objectStore('messages');
            const rows = await Promise.all(batch.map((link) => store.get(link.id)));
            await Promise.all(
              rows.map((row, i) => (row && row.parentId === undefined ? store.put({ ...row, parentId: batch[i]?.parentId ?? null }) : undefined)),
            );
          }),
        [],
      );
      // The page draws and answers between two batches, a reader's scroll before the migration.
      await whenIdle();
    }
  })();
}

export async function appendMessages(ctx: MessageWriteContext, sessionId: string, given: readonly ChatMessage[]) {
  const { set, get, runtime, write, setMessages, parseMessages } = ctx;
  if (!get().messagesBySession[sessionId]) await ctx.loadMessages(sessionId);
  const messages = get().messagesBySession[sessionId];
  if (!messages || given.length === 0) return;
  const added = underPath(messages, given);
  const now = editTime();
  const meta = setMessages(sessionId, [...messages, ...added], now);
  if (!meta) return;
  for (const message of added) if (message.streaming) runtime.streamingHere.add(message.id);
  // Every place this tab has read or given out in the session comes before this one.
  const unseen = runtime.nextSeq.get(sessionId) ?? 0;
  let missed: unknown[] = [];
  let relinked: ChatMessage | undefined;
  const written = write((db) =>
    writeTx(db, ['messages', 'sessions'], async (tx) => {
      // Placed after the last message in the database, read in the same read-write
      // transaction: such transactions run one at a time across tabs, so two tabs sending
      // into one chat never take the same place, and a question stays next to its answer.
      let last = await lastSeq(tx, sessionId);
      // What other tabs stored that this one has not followed yet (their announcement comes
      // a moment later): read here, so that the context sent with these messages has it.
      if (last >= unseen) missed = await rowsBetween(tx, sessionId, unseen, last);
      const first = added[0];
      if (missed.length > 0 && first && given[0]?.parentId === undefined) {
        // They come before these messages on screen too: the first goes under what ends the
        // path once they are in.
        const parentId = parentForAppend([...messages, ...parseMessages(missed).map((row) => row.message)]);
        if (parentId !== first.parentId) added[0] = relinked = { ...first, parentId };
      }
      const store = tx.objectStore('messages');
      for (const message of added) {
        last = runtime.placeAfter(sessionId, message.id, last);
        await store.put(toStored(message, sessionId, last, now));
      }
      await tx.objectStore('sessions').put(meta);
    }),
    [sessionId],
  );
  await runtime.localWrites.track(added.map((message) => message.id), written);
  const moved = relinked;
  if (moved) {
    set((s) => ({
      messagesBySession: {
        ...s.messagesBySession,
        [sessionId]: (s.messagesBySession[sessionId] ?? []).map((m) => (m.id === moved.id ? { ...m, parentId: moved.parentId } : m)),
      },
    }));
  }
  if (missed.length > 0) ctx.takeIn(sessionId, await ctx.place(sessionId, parseMessages(missed)), false, new Set());
}

export async function deleteMessage(ctx: MessageWriteContext, sessionId: string, messageId: string) {
  const { get, runtime, write, setMessages, stored } = ctx;
  runtime.cancelTimer(messageId);
  const messages = get().messagesBySession[sessionId] ?? (await ctx.loadMessages(sessionId));
  if (!messages.some((m) => m.id === messageId)) return;
  const now = editTime();
  // Its children move up to its parent, so the branch below it stays in the chat.
  const parent = parentOf(messages, messageId) ?? null;
  const moved = messages.filter((m) => m.parentId === messageId).map((m) => ({ ...m, parentId: parent }));
  const movedById = new Map(moved.map((m) => [m.id, m]));
  const meta = setMessages(
    sessionId,
    messages.filter((m) => m.id !== messageId).map((m) => movedById.get(m.id) ?? m),
    now,
  );
  runtime.seqs.delete(messageId);
  runtime.streamingHere.delete(messageId);
  if (!meta) return;
  await runtime.localWrites.track(
    [messageId, ...movedById.keys()],
    write((db) =>
      writeTx(db, ['messages', 'sessions', 'tombstones'], async (tx) => {
        await tx.objectStore('messages').delete(messageId);
        await Promise.all(moved.map((m) => tx.objectStore('messages').put(stored(sessionId, m, now))));
        await putTombstones(tx, MESSAGE_KIND, [messageId], now);
        await tx.objectStore('sessions').put(meta);
      }),
      [sessionId],
    ),
  );
}
