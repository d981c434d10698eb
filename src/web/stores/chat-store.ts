// The chat store: session metas are loaded at start, a session's messages only when it is opened
// (a history of thousands of sessions must not be read at start-up). Sessions and messages are
// separate IndexedDB records; see chat-message-actions.ts for the message half.

import { editTime } from './clock';
import { visiblePath } from '../../core/chat/tree';
import { create } from 'zustand';
import { STORE_VERSIONS } from '../../core/constants/settings';
import { createEmptyMask, createEmptySession } from '../../core/defaults';
import { chatStateSchema, sessionMetaSchema } from '../../core/schemas';
import type { Mask, SessionMeta } from '../../core/types';
import { ChatRuntime, chatWriter } from './chat-db';
import { createMessageActions } from './chat-message-actions';
import type { ChatData, ChatStore, SessionPatch } from './chat-state';
import { useConfigStore } from './config-store';
import { openDb, writeTx, type PolychatDb, type WriteTx } from './db';
import { newId } from './ids';
import { migrationContext } from './migration-context';
import { parseRows, readSettings, readTable } from './load';
import { migrateSession } from './migrations';
import { putSettings } from './persistence';
import { frontOrder, moveInList, sortSessions, wrapIndex } from './session-order';
import { withoutUndefined } from './without-undefined';

const CHAT_STORE_VERSION = STORE_VERSIONS.chat;
export type { ChatStore } from './chat-state';

const runtime = new ChatRuntime();
/** Deleting, restoring, emptying and inserting a chat (records and memory) load with the first of them. */
const sessionRecords = () => import('./chat-session-records');

const initialData = (): ChatData => ({
  hydrated: false,
  lastUpdateTime: 0,
  sessions: [],
  currentSessionId: '',
  messagesBySession: {},
  tailsBySession: {},
});

function freshSession(mask: Mask | undefined, order: number, now: number): SessionMeta {
  const modelConfig = useConfigStore.getState().modelConfig;
  // A built-in mask's preset messages carry no date of their own: in this chat they date from its
  // start, so an export never shows 1/1/1970.
  const sessionMask = mask
    ? { ...mask, context: mask.context.map((message) => (message.date ? message : { ...message, date: now })), modelConfig: { ...modelConfig, ...mask.modelConfig } }
    : createEmptyMask({ id: newId(), now, modelConfig });
  const session = createEmptySession({ id: newId(), now, order, mask: sessionMask });
  // A chat started from a mask is named after it, as in the reference client.
  return mask?.name ? { ...session, topic: mask.name } : session;
}

export const useChatStore = create<ChatStore>()((set, get) => {
  const write = chatWriter(() => get().hydrated);
  /** A write of the list (a chat's meta, the order, the selection) that changes no chat's messages. */
  const writeList = (op: (db: PolychatDb) => Promise<unknown>) => write(op, []);
  const saveChatState = (tx: WriteTx) =>
    putSettings(tx, 'chat', CHAT_STORE_VERSION, { currentSessionId: get().currentSessionId }, get().lastUpdateTime);

  const patchMeta = (id: string, patch: SessionPatch): SessionMeta | undefined => {
    const meta = get().sessions.find((s) => s.id === id);
    if (!meta) return undefined;
    const now = editTime();
    const updated = withoutUndefined({ ...meta, ...patch, updatedAt: now });
    set((s) => ({ sessions: s.sessions.map((m) => (m.id === id ? updated : m)), lastUpdateTime: now }));
    void writeList((db) => db.put('sessions', updated));
    return updated;
  };

  const select = (id: string) => {
    if (!get().sessions.some((s) => s.id === id)) return;
    set({ currentSessionId: id, lastUpdateTime: editTime() });
    void writeList((db) => writeTx(db, ['settings'], saveChatState));
    void get().loadMessages(id);
  };

  const step = (delta: number) => {
    const { sessions, currentSessionId } = get();
    if (sessions.length === 0) return;
    const index = sessions.findIndex((s) => s.id === currentSessionId);
    const target = sessions[wrapIndex(index + delta, sessions.length)];
    if (target) select(target.id);
  };

  return {
    ...initialData(),
    ...createMessageActions(set, get, runtime),

    hydrate: async () => {
      const db = await openDb();
      const now = editTime();
      const stored = db ? await readSettings(db, 'chat') : null;
      const fromVersion = stored?.version ?? CHAT_STORE_VERSION;
      const ctx = { now, newId };
      const rows = db ? await readTable(db, 'sessions') : [];
      const sessions = sortSessions(
        parseRows(rows, sessionMetaSchema, 'session', (raw) => migrateSession(raw, fromVersion, ctx)),
      );
      const created = sessions.length === 0 ? freshSession(undefined, 0, now) : null;
      if (created) sessions.push(created);
      const state = chatStateSchema.safeParse(stored?.data);
      const wanted = state.success ? state.data.currentSessionId : '';
      const currentSessionId = sessions.some((s) => s.id === wanted) ? wanted : (sessions[0]?.id ?? '');
      set({
        sessions,
        currentSessionId,
        messagesBySession: created ? { [created.id]: [] } : {},
        lastUpdateTime: stored?.updatedAt ?? now,
        hydrated: true,
      });
      const migrated = fromVersion < CHAT_STORE_VERSION;
      if (created || migrated || !stored || currentSessionId !== wanted) {
        // The list's meta and the selection: messages are migrated as they are read.
        await writeList((db) =>
          writeTx(db, ['sessions', 'settings'], async (tx) => {
            const store = tx.objectStore('sessions');
            await Promise.all((migrated ? sessions : created ? [created] : []).map((meta) => store.put(meta)));
            await saveChatState(tx);
          }),
        );
      }
      // The first screen waits for what it draws, not for the older messages of a long chat.
      await get().showMessages(currentSessionId);
    },

    refresh: async (chats) => {
      const changed = (id: string) => !chats || chats.includes(id);
      // A long chat still being read may already hold, among its newest messages, one that changed.
      const reading = [...runtime.loading.keys()].filter(changed);
      const db = await openDb();
      if (!db || !get().hydrated) return;
      const ctx = migrationContext();
      const rows = await readTable(db, 'sessions');
      const sessions = sortSessions(
        parseRows(rows, sessionMetaSchema, 'session', (raw) => migrateSession(raw, CHAT_STORE_VERSION, ctx)),
      );
      if (sessions.length === 0) return;
      const wanted = get().currentSessionId;
      const currentSessionId = sessions.some((s) => s.id === wanted) ? wanted : (sessions[0]?.id ?? '');
      const ids = new Set(sessions.map((s) => s.id));
      const kept = Object.fromEntries(Object.entries(get().messagesBySession).filter(([id]) => ids.has(id)));
      set({ sessions, currentSessionId, messagesBySession: kept });
      const reloaded = Object.keys(kept).filter(changed);
      await Promise.all(reloaded.map((id) => get().reloadMessages(id)));
      if (!kept[currentSessionId]) await get().loadMessages(currentSessionId);
      const stale = reading.filter((id) => !reloaded.includes(id) && ids.has(id));
      await Promise.all(stale.map((id) => get().loadMessages(id).then(() => get().reloadMessages(id))));
    },

    currentSession: () => get().sessions.find((s) => s.id === get().currentSessionId),

    newSession: (mask) => {
      const now = editTime();
      const session = freshSession(mask, frontOrder(get().sessions), now);
      set((s) => ({
        sessions: [session, ...s.sessions],
        currentSessionId: session.id,
        messagesBySession: { ...s.messagesBySession, [session.id]: [] },
        lastUpdateTime: now,
      }));
      void writeList((db) =>
        writeTx(db, ['sessions', 'settings'], async (tx) => {
          await tx.objectStore('sessions').put(session);
          await saveChatState(tx);
        }),
      );
      return session;
    },

    insertSession: async (source, messages) => (await sessionRecords()).insertSession({ set, get, runtime, write, saveChatState }, source, messages),

    selectSession: select,
    nextSession: () => step(1),
    prevSession: () => step(-1),

    moveSession: (from, to) => {
      const now = editTime();
      const moved = moveInList(get().sessions, from, to, now);
      if (!moved) return;
      set({ sessions: moved.sessions, lastUpdateTime: now });
      void writeList((db) =>
        writeTx(db, ['sessions'], (tx) => {
          const store = tx.objectStore('sessions');
          return Promise.all(moved.changed.map((meta) => store.put(meta)));
        }),
      );
    },

    deleteSession: (id) => {
      const before = get();
      const index = before.sessions.findIndex((s) => s.id === id);
      const meta = before.sessions[index];
      if (!meta) return async () => {};
      const messages = before.messagesBySession[id];
      const wasCurrent = before.currentSessionId === id;
      const now = editTime();
      let sessions = before.sessions.filter((s) => s.id !== id);
      const replacement = sessions.length === 0 ? freshSession(undefined, 0, now) : null;
      if (replacement) sessions = [replacement];
      const currentSessionId = wasCurrent
        ? (sessions[Math.min(index, sessions.length - 1)]?.id ?? '')
        : before.currentSessionId;
      const { [id]: _gone, ...messagesBySession } = before.messagesBySession;
      if (replacement) messagesBySession[replacement.id] = [];
      for (const message of messages ?? []) runtime.cancelTimer(message.id);
      set({ sessions, currentSessionId, messagesBySession, lastUpdateTime: now });
      if (wasCurrent) void get().loadMessages(currentSessionId);

      let rows: unknown[] | null = null;
      const deletion = write(async (db) => {
        const { deleteSessionRecords } = await sessionRecords();
        rows = await deleteSessionRecords(db, id, now, async (tx) => {
          if (replacement) await tx.objectStore('sessions').put(replacement);
          await saveChatState(tx);
        });
      }, [id]);

      let restored = false;
      return async () => {
        await deletion;
        if (restored) return;
        restored = true;
        const undo = { meta, index, wasCurrent, replacement, messages, rows: rows ?? [] };
        await (await sessionRecords()).restoreSession({ set, get, write, saveChatState }, undo);
      };
    },

    renameSession: (id, topic) => void patchMeta(id, { topic }),
    updateSessionMeta: (id, patch) => void patchMeta(id, patch),
    clearContext: (id) => {
      const meta = get().sessions.find((s) => s.id === id);
      if (!meta) return;
      const loaded = get().messagesBySession[id];
      const count = loaded ? visiblePath(loaded).length : meta.messageCount;
      patchMeta(id, { clearContextIndex: count });
    },
    revertClearContext: (id) => void patchMeta(id, { clearContextIndex: undefined }),

    resetSession: async (id) => (await sessionRecords()).resetSession({ set, get, runtime, write }, id),

    unload: () => {
      runtime.clear();
      set(initialData());
    },
  };
});
