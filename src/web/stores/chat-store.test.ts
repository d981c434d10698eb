import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOPIC } from '../../core/constants/chat';
import type { ChatMessage } from '../../core/types';
import { useChatStore } from './chat-store';
import { STREAMING_WRITE_INTERVAL_MS } from './constants';
import { openDb } from './db';
import { hydrateStores } from './hydrate';
import { flushWrites } from './persistence';
import { useStorageStatus } from './storage-status';
import { onWrite, resetStoresForTests, simulateReload } from './test-utils';

const chat = () => useChatStore.getState();

let counter = 0;
function message(role: ChatMessage['role'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  counter += 1;
  return { id: `m${counter}`, date: Date.now(), role, content, ...extra };
}

async function db() {
  const opened = await openDb();
  if (!opened) throw new Error('database unavailable in test');
  return opened;
}

beforeEach(async () => {
  await resetStoresForTests();
  await hydrateStores();
});
afterEach(() => vi.useRealTimers());

describe('chat store hydration', () => {
  it('starts with one fresh selected session, persisted', async () => {
    expect(chat().hydrated).toBe(true);
    expect(chat().sessions).toHaveLength(1);
    expect(chat().currentSession()?.topic).toBe(DEFAULT_TOPIC);
    expect(chat().messagesBySession[chat().currentSessionId]).toEqual([]);
    await flushWrites();
    expect(await (await db()).count('sessions')).toBe(1);
  });

  it('names a chat started from a mask after it, and dates its preset messages from the start', () => {
    const mask = { ...chat().currentSession()!.mask, name: 'Travel guide', context: [{ id: 'c1', role: 'system' as const, content: 'You plan trips.', date: 0 }] };
    const session = chat().newSession(mask);
    expect(session.topic).toBe('Travel guide');
    expect(session.mask.context[0]?.date).toBeGreaterThan(Date.UTC(2020, 0, 1));
  });

  it('survives a reload with the same sessions, selection and messages', async () => {
    const first = chat().currentSessionId;
    await chat().appendMessages(first, [message('user', 'hello')]);
    const second = chat().newSession();
    await chat().appendMessages(second.id, [message('user', 'other')]);
    chat().selectSession(first);
    const before = { sessions: chat().sessions, current: chat().currentSessionId };
    await simulateReload();
    expect(chat().hydrated).toBe(false);
    await hydrateStores();
    expect(chat().sessions).toEqual(before.sessions);
    expect(chat().currentSessionId).toBe(before.current);
    expect(chat().messagesBySession[first]?.map((m) => m.content)).toEqual(['hello']);
    // Other sessions' messages are not read at start-up, only when opened.
    expect(chat().messagesBySession[second.id]).toBeUndefined();
    expect((await chat().loadMessages(second.id)).map((m) => m.content)).toEqual(['other']);
  });

  it('skips and counts a corrupt session or message while the others load', async () => {
    const id = chat().currentSessionId;
    await chat().appendMessages(id, [message('user', 'good')]);
    await flushWrites();
    const database = await db();
    await database.put('sessions', { id: 'broken', order: -5 } as never);
    await database.put('messages', { id: 'bad', sessionId: id, seq: 99, role: 42 } as never);
    await simulateReload();
    await hydrateStores();
    expect(chat().sessions.map((s) => s.id)).toEqual([id]);
    expect(chat().messagesBySession[id]?.map((m) => m.content)).toEqual(['good']);
    expect(useStorageStatus.getState().skipped).toBe(2);
    // Skipped records are left in place, never deleted.
    expect(await (await db()).get('sessions', 'broken')).toBeDefined();
    expect(await (await db()).get('messages', 'bad')).toBeDefined();
  });

  it('marks a reply left streaming by a reload or a crash as interrupted, keeping its text, and stores that', async () => {
    const id = chat().currentSessionId;
    await chat().appendMessages(id, [message('assistant', 'half', { streaming: true })]);
    await simulateReload();
    await hydrateStores();
    expect(chat().messagesBySession[id]?.[0]).toMatchObject({ streaming: false, interrupted: true, content: 'half' });
    await flushWrites();
    const [stored] = (await (await db()).getAll('messages')).filter((row) => row.sessionId === id);
    expect(stored).toMatchObject({ streaming: false, interrupted: true, content: 'half' });
  });
});

describe('chat store writes', () => {
  it('refuses to write before hydration', async () => {
    await simulateReload();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const database = await db();
    const before = await database.count('sessions');
    useChatStore.setState({ sessions: [] });
    chat().newSession();
    await flushWrites();
    expect(await database.count('sessions')).toBe(before);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('write refused'));
    warn.mockRestore();
  });

  it('stores one record per message', async () => {
    const id = chat().currentSessionId;
    for (let i = 0; i < 5; i += 1) await chat().appendMessages(id, [message('user', `n${i}`)]);
    const rows = (await (await db()).getAllFromIndex('messages', 'sessionId', id)).sort((a, b) => a.seq - b.seq);
    expect(rows.map((r) => r.content)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4']);
    expect(rows.every((r) => typeof r.updatedAt === 'number')).toBe(true);
    expect(chat().currentSession()?.messageCount).toBe(5);
  });

  it('does not write on every streamed frame, and writes once on finish', async () => {
    const id = chat().currentSessionId;
    const reply = message('assistant', '', { streaming: true });
    await chat().appendMessages(id, [reply]);
    await flushWrites();
    const database = await db();
    let writes = 0;
    const count = () => {
      writes += 1;
    };
    const stopCounting = onWrite('messages', count);
    let text = '';
    for (let i = 0; i < 100; i += 1) {
      text += 'word ';
      chat().updateMessage(id, reply.id, { content: text });
    }
    await flushWrites();
    expect(writes).toBe(0);
    expect(chat().messagesBySession[id]?.[0]?.content).toBe(text);
    await chat().finishMessage(id, reply.id, { model: 'gpt-4o-mini' });
    expect(writes).toBe(1);
    const stored = await database.get('messages', reply.id);
    expect(stored?.content).toBe(text);
    expect(stored?.streaming).toBe(false);
    expect(chat().currentSession()?.stat.wordCount).toBe(100);
    expect(chat().currentSession()?.stat.charCount).toBe(text.length);
    stopCounting();
  });

  it('writes a streaming message at most once per interval', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const id = chat().currentSessionId;
    const reply = message('assistant', '', { streaming: true });
    await chat().appendMessages(id, [reply]);
    chat().updateMessage(id, reply.id, { content: 'a' });
    chat().updateMessage(id, reply.id, { content: 'ab' });
    vi.advanceTimersByTime(STREAMING_WRITE_INTERVAL_MS);
    vi.useRealTimers();
    await flushWrites();
    expect((await (await db()).get('messages', reply.id))?.content).toBe('ab');
  });

  it('edits and deletes messages with a tombstone', async () => {
    const id = chat().currentSessionId;
    const m = message('user', 'typo');
    await chat().appendMessages(id, [m]);
    await chat().editMessage(id, m.id, { content: 'fixed' });
    const database = await db();
    expect((await database.get('messages', m.id))?.content).toBe('fixed');
    await chat().deleteMessage(id, m.id);
    expect(await database.get('messages', m.id)).toBeUndefined();
    expect(await database.get('tombstones', ['message', m.id])).toMatchObject({ kind: 'message', id: m.id });
    expect(chat().currentSession()?.messageCount).toBe(0);
  });
});

describe('chat store sessions', () => {
  it('puts a new session in front, selected, and cycles with wraparound', () => {
    const a = chat().currentSessionId;
    const b = chat().newSession().id;
    const c = chat().newSession().id;
    expect(chat().sessions.map((s) => s.id)).toEqual([c, b, a]);
    expect(chat().currentSessionId).toBe(c);
    chat().prevSession();
    expect(chat().currentSessionId).toBe(a);
    chat().nextSession();
    expect(chat().currentSessionId).toBe(c);
    chat().nextSession();
    expect(chat().currentSessionId).toBe(b);
  });

  it('moves a session, keeps the selection on it, and persists the order', async () => {
    const a = chat().currentSessionId;
    const b = chat().newSession().id;
    const c = chat().newSession().id;
    chat().selectSession(b);
    chat().moveSession(1, 2);
    expect(chat().sessions.map((s) => s.id)).toEqual([c, a, b]);
    expect(chat().currentSessionId).toBe(b);
    chat().moveSession(2, 0);
    expect(chat().sessions.map((s) => s.id)).toEqual([b, c, a]);
    await simulateReload();
    await hydrateStores();
    expect(chat().sessions.map((s) => s.id)).toEqual([b, c, a]);
    expect(chat().currentSessionId).toBe(b);
  });

  it('deletes a session with tombstones and restores it with its messages', async () => {
    const a = chat().currentSessionId;
    const m = message('user', 'keep me');
    await chat().appendMessages(a, [m]);
    const b = chat().newSession().id;
    chat().selectSession(a);
    const restore = chat().deleteSession(a);
    expect(chat().sessions.map((s) => s.id)).toEqual([b]);
    expect(chat().currentSessionId).toBe(b);
    await flushWrites();
    const database = await db();
    expect(await database.get('sessions', a)).toBeUndefined();
    expect(await database.get('messages', m.id)).toBeUndefined();
    expect(await database.count('tombstones')).toBe(2);
    await restore();
    expect(chat().sessions.map((s) => s.id)).toEqual([b, a]);
    expect(chat().currentSessionId).toBe(a);
    expect((await database.get('messages', m.id))?.content).toBe('keep me');
    expect(await database.count('tombstones')).toBe(0);
  });

  it('leaves a fresh session when the only one is deleted', async () => {
    const only = chat().currentSessionId;
    const restore = chat().deleteSession(only);
    expect(chat().sessions).toHaveLength(1);
    expect(chat().currentSessionId).not.toBe(only);
    await restore();
    expect(chat().sessions.map((s) => s.id)).toEqual([only]);
    await flushWrites();
    expect((await (await db()).getAll('sessions')).map((s) => s.id)).toEqual([only]);
  });

  it('renames, clears and reverts context, and resets', async () => {
    const id = chat().currentSessionId;
    await chat().appendMessages(id, [message('user', 'one')]);
    await chat().appendMessages(id, [message('assistant', 'two')]);
    chat().renameSession(id, 'Topic');
    chat().clearContext(id);
    expect(chat().currentSession()).toMatchObject({ topic: 'Topic', clearContextIndex: 2 });
    chat().revertClearContext(id);
    expect(chat().currentSession()?.clearContextIndex).toBeUndefined();
    chat().updateSessionMeta(id, { memoryPrompt: 'summary', lastSummarizeIndex: 2 });
    await chat().resetSession(id);
    expect(chat().currentSession()).toMatchObject({ memoryPrompt: '', lastSummarizeIndex: 0, messageCount: 0 });
    expect(chat().messagesBySession[id]).toEqual([]);
    await simulateReload();
    await hydrateStores();
    expect(chat().currentSession()).toMatchObject({ topic: 'Topic', memoryPrompt: '', messageCount: 0 });
    expect(await (await db()).count('messages')).toBe(0);
  });
});

describe('inserting a whole session (import, fork)', () => {
  it('puts it at the front, selected, with fresh ids, counts and stats, and keeps it across a reload', async () => {
    const source = chat().currentSession();
    if (!source) throw new Error('no session');
    const copied = [message('user', 'first question'), message('assistant', 'an answer', { streaming: true })];
    const inserted = await chat().insertSession({ ...source, topic: 'Imported' }, copied);

    expect(inserted.id).not.toBe(source.id);
    expect(chat().sessions[0]?.id).toBe(inserted.id);
    expect(chat().currentSessionId).toBe(inserted.id);
    expect(inserted).toMatchObject({ topic: 'Imported', messageCount: 2 });
    expect(inserted.stat.wordCount).toBe(4);
    const kept = chat().messagesBySession[inserted.id] ?? [];
    expect(kept.map((m) => m.content)).toEqual(['first question', 'an answer']);
    expect(kept.map((m) => m.id)).not.toContain(copied[0]?.id);
    expect(kept[1]).not.toHaveProperty('streaming');

    // A message appended afterwards comes after the inserted ones, also once read back.
    await chat().appendMessages(inserted.id, [message('user', 'follow-up')]);
    await simulateReload();
    await hydrateStores();
    expect(chat().currentSessionId).toBe(inserted.id);
    expect((await chat().loadMessages(inserted.id)).map((m) => m.content)).toEqual(['first question', 'an answer', 'follow-up']);
  });
});
