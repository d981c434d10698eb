// Another tab's change is followed by reading again only the chats whose messages it changed.

import { beforeEach, describe, expect, it } from 'vitest';
import type { StoredMessage } from '../../core/schemas';
import { useChatStore } from './chat-store';
import { openDb } from './db';
import { hydrateStores } from './hydrate';
import { resetStoresForTests } from './test-utils';

const chat = () => useChatStore.getState();

async function editInDatabase(messageId: string, content: string) {
  const db = await openDb();
  const row = (await db?.get('messages', messageId)) as StoredMessage;
  await db?.put('messages', { ...row, content });
}

beforeEach(async () => {
  await resetStoresForTests();
  await hydrateStores();
});

describe('following another tab', () => {
  it('reads again only the loaded chats the change names', async () => {
    const first = chat().currentSessionId;
    await chat().appendMessages(first, [{ id: 'a1', date: 1, role: 'user', content: 'first chat' }]);
    const second = chat().newSession().id;
    await chat().appendMessages(second, [{ id: 'b1', date: 1, role: 'user', content: 'second chat' }]);
    await chat().loadMessages(first);
    const firstBefore = chat().messagesBySession[first];
    await editInDatabase('a1', 'first chat, edited elsewhere');
    await editInDatabase('b1', 'second chat, edited elsewhere');

    await chat().refresh([second]);
    // The first chat was not named: it is not read again (the same array, its old text).
    expect(chat().messagesBySession[first]).toBe(firstBefore);
    expect(chat().messagesBySession[second]?.[0]?.content).toBe('second chat, edited elsewhere');

    // A change that names no chat may have touched any.
    await chat().refresh();
    expect(chat().messagesBySession[first]?.[0]?.content).toBe('first chat, edited elsewhere');
  });

  it('reads no chat again for a change of the list alone', async () => {
    const id = chat().currentSessionId;
    await chat().appendMessages(id, [{ id: 'm1', date: 1, role: 'user', content: 'hello' }]);
    const before = chat().messagesBySession[id];
    await chat().refresh([]);
    expect(chat().messagesBySession[id]).toBe(before);
  });
});
