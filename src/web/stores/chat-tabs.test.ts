// Two tabs on one chat are one conversation: what another tab stores is taken in, in stored
// order, also while this tab's own reply streams, and this tab's own changes are never undone by
// a read that overlapped them.

import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, SessionMeta } from '../../core/types';
import { toStored } from './chat-db';
import { useChatStore } from './chat-store';
import { openDb } from './db';
import { hydrateStores } from './hydrate';
import { flushWrites } from './persistence';
import { holdReplyLock } from './reply-locks';
import { resetStoresForTests, simulateReload } from './test-utils';

const chat = () => useChatStore.getState();

const message = (id: string, role: ChatMessage['role'], content: string, more: Partial<ChatMessage> = {}): ChatMessage => ({ id, date: 1, role, content, ...more });
const q1 = message('q1', 'user', 'First question');
const a1 = message('a1', 'assistant', '', { streaming: true });
const q2 = message('q2', 'user', 'Second question, from the other tab');
const a2 = message('a2', 'assistant', 'Second answer');

/** What the list shows: each message's id and text, in order. */
const shown = (sessionId: string) => chat().messagesBySession[sessionId]?.map((m) => [m.id, m.content]);

/** Writes messages as another tab does (placed after the last, with the chat's new count),
 * without this tab hearing of it yet. */
async function storeAsOtherTab(sessionId: string, messages: ChatMessage[], firstPlace: number) {
  const db = await openDb();
  const meta = (await db?.get('sessions', sessionId)) as SessionMeta;
  const tx = db!.transaction(['messages', 'sessions'], 'readwrite');
  await Promise.all(messages.map((m, i) => tx.objectStore('messages').put(toStored(m, sessionId, firstPlace + i, 2))));
  await tx.objectStore('sessions').put({ ...meta, messageCount: firstPlace + messages.length });
  await tx.done;
}

beforeEach(async () => {
  await resetStoresForTests();
  await hydrateStores();
});

describe('two tabs on one chat', () => {
  it('takes in the other tab’s turns while its own reply streams, after that reply, keeping its text', async () => {
    const id = chat().currentSessionId;
    await chat().appendMessages(id, [q1, a1]);
    const release = holdReplyLock(a1.id);
    chat().updateMessage(id, a1.id, { content: 'Half an ans' });
    await storeAsOtherTab(id, [q2, a2], 2);

    await chat().refresh([id]);
    expect(shown(id)).toEqual([
      ['q1', q1.content],
      ['a1', 'Half an ans'],
      ['q2', q2.content],
      ['a2', a2.content],
    ]);
    expect(chat().messagesBySession[id]?.[1]?.streaming).toBe(true);

    // The finish writes the reply and a count that includes the other tab's turns.
    await chat().finishMessage(id, a1.id, { content: 'Half an answer, whole.' });
    release();
    expect(chat().currentSession()?.messageCount).toBe(4);
    await simulateReload();
    await hydrateStores();
    await chat().loadMessages(id);
    expect(shown(id)).toEqual([
      ['q1', q1.content],
      ['a1', 'Half an answer, whole.'],
      ['q2', q2.content],
      ['a2', a2.content],
    ]);
    expect(chat().currentSession()?.messageCount).toBe(4);
  });

  it('takes in, when it sends, what the other tab stored before it had followed', async () => {
    const id = chat().currentSessionId;
    await chat().appendMessages(id, [q1, { ...a1, content: 'First answer', streaming: false }]);
    await storeAsOtherTab(id, [q2, a2], 2);

    await chat().appendMessages(id, [message('q3', 'user', 'Third question')]);
    expect(shown(id)?.map(([messageId]) => messageId)).toEqual(['q1', 'a1', 'q2', 'a2', 'q3']);
    await flushWrites();
    expect(chat().currentSession()?.messageCount).toBe(5);
    const stored = await (await openDb())!.getAll('messages');
    expect(stored.sort((x, y) => x.seq - y.seq).map((m) => m.id)).toEqual(['q1', 'a1', 'q2', 'a2', 'q3']);
  });

  it('keeps its own message added while a read of the chat was under way', async () => {
    const id = chat().currentSessionId;
    await chat().appendMessages(id, [q1]);
    // The message is added as the read asks the database for the chat's messages: the read may
    // come back without it.
    const { getAll } = IDBIndex.prototype;
    let added: Promise<void> | undefined;
    IDBIndex.prototype.getAll = function (this: IDBIndex, ...args: Parameters<IDBIndex['getAll']>) {
      added ??= chat().appendMessages(id, [q2]);
      return getAll.apply(this, args);
    };
    try {
      await chat().reloadMessages(id);
    } finally {
      IDBIndex.prototype.getAll = getAll;
    }
    await added;
    expect(shown(id)?.map(([messageId]) => messageId)).toEqual(['q1', 'q2']);
  });

  it('drops a message another tab deleted, and does not bring back one it deletes itself', async () => {
    const id = chat().currentSessionId;
    await chat().appendMessages(id, [q1, q2, a2]);
    const db = await openDb();
    await db?.delete('messages', q2.id);
    await chat().refresh([id]);
    expect(shown(id)?.map(([messageId]) => messageId)).toEqual(['q1', 'a2']);

    const { getAll } = IDBIndex.prototype;
    let deleted: Promise<void> | undefined;
    IDBIndex.prototype.getAll = function (this: IDBIndex, ...args: Parameters<IDBIndex['getAll']>) {
      deleted ??= chat().deleteMessage(id, a2.id);
      return getAll.apply(this, args);
    };
    try {
      await chat().reloadMessages(id);
    } finally {
      IDBIndex.prototype.getAll = getAll;
    }
    await deleted;
    expect(shown(id)?.map(([messageId]) => messageId)).toEqual(['q1']);
  });
});
