import { beforeEach, describe, expect, it, vi } from 'vitest';
import { visiblePath } from '../../core/chat/tree';
import type { ChatMessage } from '../../core/types';
import { useChatStore } from './chat-store';
import { openDb } from './db';
import { hydrateStores } from './hydrate';
import { resetStoresForTests, simulateReload } from './test-utils';

const chat = () => useChatStore.getState();

let counter = 0;
function message(role: ChatMessage['role'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  counter += 1;
  return { id: `t${counter}`, date: 1_000 + counter, role, content, ...extra };
}

async function db() {
  const opened = await openDb();
  if (!opened) throw new Error('database unavailable in test');
  return opened;
}

const shown = (sessionId: string) => visiblePath(chat().messagesBySession[sessionId] ?? []).map((m) => m.content);

beforeEach(async () => {
  await resetStoresForTests();
  await hydrateStores();
});

describe('a chat stored before chats were trees', () => {
  it('opens as the same path, and its records are linked in place, update times kept', async () => {
    const id = chat().currentSessionId;
    const database = await db();
    const legacy = ['q1', 'a1', 'q2', 'a2'].map((text, seq) => ({
      id: `old${seq}`,
      date: seq,
      role: seq % 2 === 0 ? 'user' : 'assistant',
      content: text,
      sessionId: id,
      seq,
      updatedAt: 500 + seq,
    }));
    for (const row of legacy) await database.put('messages', row as never);
    await simulateReload();
    await hydrateStores();
    await chat().loadMessages(id);
    expect(shown(id)).toEqual(['q1', 'a1', 'q2', 'a2']);
    // The rewrite's code loads with the first chat that needs it, and writes when the page is idle.
    await vi.waitFor(async () => expect((await (await db()).getAll('messages')).every((row) => row.parentId !== undefined)).toBe(true));
    const rows = await (await db()).getAll('messages');
    expect(rows.map((row) => [row.id, row.parentId, row.updatedAt])).toEqual([
      ['old0', null, 500],
      ['old1', 'old0', 501],
      ['old2', 'old1', 502],
      ['old3', 'old2', 503],
    ]);
  });

  it('links a long chat in several writes, every record in the end', async () => {
    const id = chat().currentSessionId;
    const database = await db();
    // More than one write's worth, so that the migration takes several turns of the page.
    const size = 250;
    for (let seq = 0; seq < size; seq++) {
      await database.put('messages', { id: `long${seq}`, date: seq, role: seq % 2 === 0 ? 'user' : 'assistant', content: `m${seq}`, sessionId: id, seq, updatedAt: seq } as never);
    }
    await simulateReload();
    await hydrateStores();
    await chat().loadMessages(id);
    expect(shown(id)).toHaveLength(size);
    await vi.waitFor(async () => {
      const rows = await (await db()).getAll('messages');
      expect(rows.filter((row) => row.parentId === undefined)).toEqual([]);
    });
    const rows = await (await db()).getAll('messages');
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (let seq = 1; seq < size; seq++) expect(byId.get(`long${seq}`)?.parentId).toBe(`long${seq - 1}`);
  });
});

describe('the chat store keeps a tree', () => {
  it('appends under the last message on screen and keeps a new version beside the old one', async () => {
    const id = chat().currentSessionId;
    const [q, a1] = [message('user', 'q'), message('assistant', 'a1')];
    await chat().appendMessages(id, [q, a1]);
    const stored = chat().messagesBySession[id] ?? [];
    expect(stored.map((m) => m.parentId)).toEqual([null, q.id]);
    await chat().appendMessages(id, [message('assistant', 'a2', { parentId: q.id })]);
    expect(shown(id)).toEqual(['q', 'a2']);
    expect(chat().currentSession()).toMatchObject({ messageCount: 2 });
    await chat().editMessage(id, a1.id, { chosenAt: 10_000 });
    expect(shown(id)).toEqual(['q', 'a1']);
    await simulateReload();
    await hydrateStores();
    await chat().loadMessages(id);
    expect(shown(id)).toEqual(['q', 'a1']);
  });

  it('a deleted message leaves its children under its parent', async () => {
    const id = chat().currentSessionId;
    const [q, a, q2] = [message('user', 'q'), message('assistant', 'a'), message('user', 'q2')];
    await chat().appendMessages(id, [q, a, q2]);
    await chat().appendMessages(id, [message('user', 'q3', { parentId: a.id })]);
    await chat().deleteMessage(id, a.id);
    expect(shown(id)).toEqual(['q', 'q3']);
    expect(chat().messagesBySession[id]?.filter((m) => m.parentId === q.id).map((m) => m.content)).toEqual(['q2', 'q3']);
    await simulateReload();
    await hydrateStores();
    await chat().loadMessages(id);
    expect(shown(id)).toEqual(['q', 'q3']);
  });

  it('an inserted copy (an import, a fork) keeps its branches under new ids', async () => {
    const source = chat().currentSession();
    if (!source) throw new Error('no session');
    const q = message('user', 'q', { parentId: null });
    const copied = [q, message('assistant', 'a1', { parentId: q.id, chosenAt: 9_999 }), message('assistant', 'a2', { parentId: q.id })];
    const inserted = await chat().insertSession(source, copied);
    const kept = chat().messagesBySession[inserted.id] ?? [];
    expect(kept.map((m) => m.id)).not.toContain(q.id);
    expect(shown(inserted.id)).toEqual(['q', 'a1']);
    expect(kept.filter((m) => m.parentId === kept[0]?.id)).toHaveLength(2);
  });
});
