import { beforeEach, describe, expect, it } from 'vitest';
import { sessionFileContent } from '../../core/export/session-file';
import type { ChatMessage } from '../../core/types';
import { importSessionFile } from './chat-import';
import { useChatStore } from './chat-store';
import { openDb } from './db';
import { hydrateStores } from './hydrate';
import { flushWrites } from './persistence';
import { resetStoresForTests, simulateReload } from './test-utils';

const chat = () => useChatStore.getState();

beforeEach(async () => {
  await resetStoresForTests();
  await hydrateStores();
});

async function exportedChat(): Promise<{ text: string; id: string; messages: ChatMessage[] }> {
  const id = chat().currentSessionId;
  chat().renameSession(id, 'Paris trip');
  await chat().appendMessages(id, [{ id: 'q1', date: 1, role: 'user', content: 'Where to eat?' }]);
  await chat().appendMessages(id, [{ id: 'a1', date: 2, role: 'assistant', content: 'Try a bistro.', model: 'gpt-4o-mini' }]);
  const meta = chat().sessions.find((s) => s.id === id)!;
  const messages = await chat().loadMessages(id);
  return { text: sessionFileContent(meta, messages, 3), id, messages };
}

describe('importSessionFile', () => {
  it('adds the chat as a new selected session at the front with new ids, leaving the original alone', async () => {
    const { text, id, messages } = await exportedChat();
    const imported = await importSessionFile(text);

    expect(imported).not.toBeNull();
    expect(imported?.id).not.toBe(id);
    expect(chat().sessions.map((s) => s.id)).toEqual([imported?.id, id]);
    expect(chat().currentSessionId).toBe(imported?.id);
    expect(imported?.topic).toBe('Paris trip');
    const copies = chat().messagesBySession[imported!.id] ?? [];
    expect(copies.map((m) => [m.role, m.content, m.model])).toEqual(messages.map((m) => [m.role, m.content, m.model]));
    expect(copies.map((m) => m.id)).not.toContain('q1');
    expect(chat().messagesBySession[id]).toEqual(messages);

    await flushWrites();
    await simulateReload();
    await hydrateStores();
    expect(chat().sessions).toHaveLength(2);
    expect((await chat().loadMessages(imported!.id)).map((m) => m.content)).toEqual(['Where to eat?', 'Try a bistro.']);
  });

  it('imports the same file twice as two chats', async () => {
    const { text } = await exportedChat();
    const first = await importSessionFile(text);
    const second = await importSessionFile(text);
    expect(first?.id).not.toBe(second?.id);
    expect(chat().sessions).toHaveLength(3);
  });

  it('lets the caller rewrite the messages before they are stored', async () => {
    const { text } = await exportedChat();
    const imported = await importSessionFile(text, async (messages) => messages.map((m) => ({ ...m, content: `${String(m.content)}!` })));
    expect(chat().messagesBySession[imported!.id]?.map((m) => m.content)).toEqual(['Where to eat?!', 'Try a bistro.!']);
  });

  it('writes nothing for a malformed file', async () => {
    await exportedChat();
    await flushWrites();
    const before = chat().sessions;
    const db = await openDb();
    const rows = await db!.count('messages');
    for (const text of ['', 'not json', '{"format":"polychat-session","version":1}', JSON.stringify({ sessions: [] })]) {
      expect(await importSessionFile(text)).toBeNull();
    }
    await flushWrites();
    expect(chat().sessions).toBe(before);
    expect(await db!.count('messages')).toBe(rows);
  });
});

describe('importing a chat of an older PolyChat', () => {
  it('a file whose messages name no parent becomes one path, each message linked to the one before it', async () => {
    const { text } = await exportedChat();
    const file = JSON.parse(text) as { messages: Partial<ChatMessage>[] };
    const legacy = JSON.stringify({ ...file, messages: file.messages.map(({ parentId: _p, ...message }) => message) });
    expect(legacy).not.toContain('parentId');
    const imported = await importSessionFile(legacy);
    const copies = chat().messagesBySession[imported!.id] ?? [];
    expect(copies.map((m) => m.parentId)).toEqual([null, copies[0]?.id]);
  });
});
