// The message half of the chat store. A streamed reply changes memory on every frame but reaches
// IndexedDB only on a throttle and once when it finishes.

import { editTime } from './clock';
import { STORE_VERSIONS } from '../../core/constants/settings';
import { storedMessageSchema } from '../../core/schemas';
import type { ChatMessage, SessionMeta } from '../../core/types';
import { chatWriter, fromStored, readSessionBefore, readSessionMessages, readSessionTail, toStored, type ChatRuntime, type SeqBounds } from './chat-db';
import type { ChatMessageActions, ChatStore, MessagePatch, SessionTail } from './chat-state';
import { EARLIER_PATH_END_READ_LIMIT, OPENING_TAIL_MESSAGES, STREAMING_WRITE_INTERVAL_MS, TAIL_FIRST_ABOVE_MESSAGES } from './constants';
import { activeDb, writeTx, type PolychatDb } from './db';
import type * as MessageWrites from './chat-message-writes';
import { migrationContext } from './migration-context';
import { parseRows, reportSkipped } from './load';
import { migrateMessage } from './migrations';
import { mergeStored } from './message-merge';
import { repliesInProgress } from './reply-locks';
import { takeShownReply } from './reply-rescue';
import { computeStat, measureWhenIdle } from './session-stats';
import { pathTail } from '../../core/chat/path-tail';
import { visiblePath } from '../../core/chat/tree';

type Set = (fn: (state: ChatStore) => Partial<ChatStore>) => void;

/** The path's last messages among a long session's newest stored ones, with the path's rows before
 * them (its length as the meta counts it); null when the path ends before those. */
function tailOfPath(newest: readonly ChatMessage[], end: string, pathLength: number): SessionTail | null {
  const shown = pathTail(newest, end, OPENING_TAIL_MESSAGES);
  return shown && { before: Math.max(0, pathLength - shown.messages.length), messages: shown.messages, versions: shown.versions };
}

/** The texts a cut reply showed on screen, where they hold more than storage caught. */
function moreShown(message: ChatMessage): Partial<Pick<ChatMessage, 'content' | 'reasoning'>> {
  const shown = takeShownReply(message.id);
  if (!shown) return {};
  const stored = typeof message.content === 'string' ? message.content : '';
  return {
    ...(typeof message.content === 'string' && shown.content && shown.content.length > stored.length ? { content: shown.content } : {}),
    ...(shown.reasoning && shown.reasoning.length > (message.reasoning ?? '').length ? { reasoning: shown.reasoning } : {}),
  };
}
type Get = () => ChatStore;

interface PlacedRow {
  message: ChatMessage;
  seq: number;
}

/** Migrates and checks raw message rows; one that cannot be read is skipped and counted. */
function parseMessages(rows: readonly unknown[]): PlacedRow[] {
  const ctx = migrationContext();
  const migrate = (raw: unknown) => migrateMessage(raw, STORE_VERSIONS.chat, ctx);
  return parseRows(rows, storedMessageSchema, 'message', migrate).map((stored) => ({ message: fromStored(stored), seq: stored.seq }));
}

/** A session's messages, or those within `bounds`, read and checked batch by batch. */
async function readMessages(db: PolychatDb, sessionId: string, bounds?: SeqBounds): Promise<PlacedRow[]> {
  const placed: PlacedRow[] = [];
  try {
    await readSessionMessages(db, sessionId, (rows) => placed.push(...parseMessages(rows)), bounds);
  } catch (error) {
    console.error('Could not read the messages of a session', error);
    reportSkipped(1, 'message');
    return [];
  }
  return placed;
}

/** The newest messages of a long session and how many come before them, or null when the session
 * is short or they cannot be read (the whole read then goes on as for any session). */
async function readTail(db: PolychatDb, sessionId: string) {
  try {
    const tail = await readSessionTail(db, sessionId, OPENING_TAIL_MESSAGES);
    return tail && { ...tail, rows: parseMessages(tail.rows) };
  } catch (error) {
    console.error('Could not read the newest messages of a session', error);
    return null;
  }
}

/** The messages from OPENING_TAIL_MESSAGES places before the path's end `end` up to the newest
 * read (`below`, their first place), when the path ends before those; null when it does not, or
 * ends too far back (see EARLIER_PATH_END_READ_LIMIT), or they cannot be read. */
async function readBeforeNewest(db: PolychatDb, sessionId: string, end: string, below: number) {
  try {
    const earlier = await readSessionBefore(db, sessionId, end, below, { size: OPENING_TAIL_MESSAGES, limit: EARLIER_PATH_END_READ_LIMIT });
    return earlier && { ...earlier, rows: parseMessages(earlier.rows) };
  } catch (error) {
    console.error('Could not read the end of the path of a session', error);
    return null;
  }
}

/** The writes a user's action starts load with the first of them; once loaded, they run at once,
 * as they did before (memory is updated within the call, see appendMessages). */
let loadedWrites: typeof MessageWrites | undefined;
function withWrites<T>(run: (writes: typeof MessageWrites) => Promise<T>): Promise<T> {
  if (loadedWrites) return run(loadedWrites);
  return import('./chat-message-writes').then((writes) => run((loadedWrites = writes)));
}

export function createMessageActions(set: Set, get: Get, runtime: ChatRuntime): ChatMessageActions {
  const write = chatWriter(() => get().hydrated);

  /** Replaces a session's messages in memory and refreshes the meta fields derived from them. */
  const setMessages = (sessionId: string, messages: ChatMessage[], now: number): SessionMeta | undefined => {
    const meta = get().sessions.find((s) => s.id === sessionId);
    if (!meta) return undefined;
    const path = visiblePath(messages);
    const updated: SessionMeta = {
      ...meta,
      messageCount: path.length,
      pathEnd: path.at(-1)?.id,
      stat: computeStat(path),
      lastUpdate: now,
      updatedAt: now,
    };
    set((s) => ({
      messagesBySession: { ...s.messagesBySession, [sessionId]: messages },
      sessions: s.sessions.map((m) => (m.id === sessionId ? updated : m)),
      lastUpdateTime: now,
    }));
    return updated;
  };

  const stored = (sessionId: string, message: ChatMessage, now: number) =>
    toStored(message, sessionId, runtime.seqs.get(message.id) ?? runtime.takeSeq(sessionId, message.id), now);

  const commitAll = (sessionId: string, patches: Parameters<typeof MessageWrites.commitAll>[2]) =>
    withWrites((writes) => writes.commitAll(ctx, sessionId, patches));

  const commit = (sessionId: string, messageId: string, patch: MessagePatch) => {
    runtime.cancelTimer(messageId);
    if (patch.streaming === false) runtime.streamingHere.delete(messageId);
    return commitAll(sessionId, new Map([[messageId, patch]]));
  };

  const writeStreamingSnapshot = (sessionId: string, messageId: string) => {
    runtime.timers.delete(messageId);
    const message = get().messagesBySession[sessionId]?.find((m) => m.id === messageId);
    if (message) void write((db) => db.put('messages', stored(sessionId, message, editTime())), [sessionId]);
  };

  /** Takes read messages into use. A reply left half-written is marked as cut off, unless a tab is
   * still writing it (this one, or another that holds the reply's lock). */
  const place = async (sessionId: string, rows: readonly PlacedRow[]): Promise<ChatMessage[]> => {
    const arriving = await repliesInProgress(rows.filter((row) => row.message.streaming).map((row) => row.message.id));
    const cutOff: ChatMessage[] = [];
    const messages = rows.map(({ message, seq }) => {
      runtime.seqs.set(message.id, seq);
      runtime.nextSeq.set(sessionId, Math.max(runtime.nextSeq.get(sessionId) ?? 0, seq + 1));
      if (!message.streaming || arriving.has(message.id) || runtime.streamingHere.has(message.id)) return message;
      const interrupted = { ...message, ...moreShown(message), streaming: false, interrupted: true };
      cutOff.push(interrupted);
      return interrupted;
    });
    if (cutOff.length > 0) {
      const now = editTime();
      void write((db) => writeTx(db, ['messages'], (tx) => Promise.all(cutOff.map((message) => tx.objectStore('messages').put(stored(sessionId, message, now))))), [sessionId]);
    }
    return messages;
  };

  const readPlaced = async (sessionId: string): Promise<ChatMessage[]> => {
    const db = await activeDb();
    return place(sessionId, db ? await readMessages(db, sessionId) : []);
  };

  /** As readPlaced; a long session's newest messages are put in `tailsBySession` first, to be drawn
   * while the older ones are read: the last of the path on screen when the session keeps where its
   * path ends (the rows before them are the rest of that path), otherwise the newest stored. A path
   * that ends on a branch stored before the newest is drawn from its end too, read with what was
   * stored after it, unless that is too much (then nothing is drawn until all are read: drawing the
   * newest would show another branch for that while). */
  const readNewestFirst = async (sessionId: string, drawable: () => void): Promise<ChatMessage[]> => {
    const db = await activeDb();
    const meta = get().sessions.find((s) => s.id === sessionId);
    const tail = db && (meta?.messageCount ?? 0) > TAIL_FIRST_ABOVE_MESSAGES ? await readTail(db, sessionId) : null;
    if (!db || !tail) return readPlaced(sessionId);
    let newest = await place(sessionId, tail.rows);
    let { from, before } = tail;
    const end = meta?.pathEnd;
    const pathLength = meta?.messageCount ?? 0;
    let shown = end === undefined ? { before, messages: newest } : tailOfPath(newest, end, pathLength);
    const earlier = end !== undefined && !shown ? await readBeforeNewest(db, sessionId, end, from) : null;
    if (end !== undefined && earlier) {
      newest = [...(await place(sessionId, earlier.rows)), ...newest];
      ({ from, before } = earlier);
      shown = tailOfPath(newest, end, pathLength);
    }
    if (shown) {
      const drawn = shown;
      if (!get().messagesBySession[sessionId]) set((s) => ({ tailsBySession: { ...s.tailsBySession, [sessionId]: drawn } }));
      drawable();
    }
    const older = before > 0 ? await place(sessionId, await readMessages(db, sessionId, { below: from })) : [];
    // Another tab may have added messages meanwhile: they come after the newest read.
    const later = await place(sessionId, await readMessages(db, sessionId, { above: tail.to }));
    return [...older, ...newest, ...later];
  };

  /** Chats stored before chats were trees name no parents; the rewrite loads with the first such. */
  const linkParents = (messages: readonly ChatMessage[]) => {
    if (messages.some((message) => message.parentId === undefined)) void withWrites(async (writes) => writes.linkParents(ctx, messages));
  };

  const fixCount = (sessionId: string, messages: ChatMessage[]) => {
    const meta = get().sessions.find((s) => s.id === sessionId);
    const path = visiblePath(messages);
    const end = path.at(-1)?.id;
    if (!meta || (meta.messageCount === path.length && meta.pathEnd === end)) return;
    const fixed = { ...meta, messageCount: path.length, pathEnd: end, stat: computeStat(path) };
    set((s) => ({ sessions: s.sessions.map((m) => (m.id === sessionId ? fixed : m)) }));
    void write((db) => db.put('sessions', fixed), []);
  };

  const loadMessages: ChatMessageActions['loadMessages'] = (sessionId) => {
    const loaded = get().messagesBySession[sessionId];
    if (loaded) return Promise.resolve(loaded);
    const inFlight = runtime.loading.get(sessionId);
    if (inFlight) return inFlight;
    let drawable = () => {};
    runtime.drawable.set(sessionId, new Promise<void>((resolve) => (drawable = resolve)));
    const load = (async () => {
      const messages = await readNewestFirst(sessionId, drawable).finally(drawable);
      runtime.loading.delete(sessionId);
      runtime.drawable.delete(sessionId);
      const { [sessionId]: shown, ...tailsBySession } = get().tailsBySession;
      // Only a long session had a tail; the others leave the store's tails as they are.
      const withoutTail = shown ? { tailsBySession } : {};
      if (get().messagesBySession[sessionId]) {
        set(() => withoutTail);
        return get().messagesBySession[sessionId] ?? messages;
      }
      set((s) => ({ messagesBySession: { ...s.messagesBySession, [sessionId]: messages }, ...withoutTail }));
      linkParents(messages);
      fixCount(sessionId, messages);
      measureWhenIdle(messages);
      return messages;
    })();
    runtime.loading.set(sessionId, load);
    return load;
  };

  /** Takes messages read from the database into a session's messages in memory (see mergeStored);
   * `written` gives what this tab changed while they were read. */
  const takeIn = (sessionId: string, stored: ChatMessage[], complete: boolean, written: ReadonlySet<string>) => {
    const newerHere = (id: string) => written.has(id) || runtime.streamingHere.has(id);
    const placeOf = (id: string) => runtime.seqs.get(id);
    set((s) => {
      const memory = s.messagesBySession[sessionId];
      const messages = memory ? mergeStored({ memory, stored, complete, newerHere, placeOf }) : stored;
      return { messagesBySession: { ...s.messagesBySession, [sessionId]: messages } };
    });
    const messages = get().messagesBySession[sessionId] ?? [];
    fixCount(sessionId, messages);
    measureWhenIdle(messages);
  };

  const reloadMessages: ChatMessageActions['reloadMessages'] = async (sessionId) => {
    const written = runtime.localWrites.watch();
    try {
      takeIn(sessionId, await readPlaced(sessionId), true, written.seen);
    } finally {
      written.stop();
    }
  };

  const ctx: MessageWrites.MessageWriteContext = { set, get, runtime, write, setMessages, stored, loadMessages, parseMessages, place, takeIn };

  return {
    loadMessages,
    showMessages: (sessionId) => {
      void loadMessages(sessionId);
      return runtime.drawable.get(sessionId) ?? Promise.resolve();
    },
    reloadMessages,
    appendMessages: (sessionId, given) => withWrites((writes) => writes.appendMessages(ctx, sessionId, given)),
    updateMessage: (sessionId, messageId, patch) => {
      const messages = get().messagesBySession[sessionId];
      // From the end: the message updated is a streaming reply, nearly always the newest.
      const index = messages?.findLastIndex((m) => m.id === messageId) ?? -1;
      const old = messages?.[index];
      if (!messages || !old) return;
      const message = { ...old, ...patch };
      const next = [...messages];
      next[index] = message;
      set((s) => ({ messagesBySession: { ...s.messagesBySession, [sessionId]: next } }));
      if (message.streaming && !runtime.timers.has(messageId)) {
        const timer = setTimeout(() => writeStreamingSnapshot(sessionId, messageId), STREAMING_WRITE_INTERVAL_MS);
        runtime.timers.set(messageId, timer);
      }
    },
    finishMessage: (sessionId, messageId, patch = {}) => commit(sessionId, messageId, { ...patch, streaming: false }),
    editMessage: (sessionId, messageId, patch) => commit(sessionId, messageId, patch),
    chooseVersions: (sessionId, messageIds) =>
      commitAll(sessionId, new Map(messageIds.map((id) => [id, (now: number) => ({ chosenAt: now })]))),
    deleteMessage: (sessionId, messageId) => {
      runtime.cancelTimer(messageId);
      return withWrites((writes) => writes.deleteMessage(ctx, sessionId, messageId));
    },
  };
}
