import { deleteDB, openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useChatStore } from './chat-store';
import { DB_NAME, DB_VERSION, TABLE_NAMES, getDb, openDb } from './db';
import { hydrateStores } from './hydrate';
import { flushWrites } from './persistence';
import { useStorageStatus } from './storage-status';
import { resetStoresForTests } from './test-utils';

beforeEach(resetStoresForTests);

/** Creates the database as the Dexie builds left it (Dexie's version(1) is IndexedDB version 10),
 * holding the given rows. */
async function createDexieDatabase(rows: { sessions: unknown[]; messages: unknown[] }): Promise<void> {
  const db = await openDB(DB_NAME, 10, {
    upgrade(raw) {
      const store = (name: string, keyPath: string | string[], indexes: [string, string | string[]][]) => {
        const created = raw.createObjectStore(name, { keyPath });
        for (const [index, path] of indexes) created.createIndex(index, path);
      };
      store('sessions', 'id', [
        ['order', 'order'],
        ['updatedAt', 'updatedAt'],
      ]);
      store('messages', 'id', [
        ['[sessionId+seq]', ['sessionId', 'seq']],
        ['sessionId', 'sessionId'],
        ['updatedAt', 'updatedAt'],
      ]);
      for (const name of ['masks', 'prompts', 'plugins', 'sdImages']) store(name, 'id', [['updatedAt', 'updatedAt']]);
      store('settings', 'name', []);
      store('tombstones', ['kind', 'id'], [['deletedAt', 'deletedAt']]);
    },
  });
  for (const session of rows.sessions) await db.put('sessions', session);
  for (const message of rows.messages) await db.put('messages', message);
  db.close();
}

async function database() {
  const db = await openDb();
  if (!db) throw new Error('database unavailable in test');
  return db;
}

describe('database', () => {
  it('creates every store with its key path and indexes', async () => {
    const db = await database();
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual([...TABLE_NAMES].sort());
    const tx = db.transaction([...TABLE_NAMES]);
    expect(tx.objectStore('tombstones').keyPath).toEqual(['kind', 'id']);
    expect(tx.objectStore('settings').keyPath).toBe('name');
    expect(tx.objectStore('sessions').keyPath).toBe('id');
    expect([...tx.objectStore('messages').indexNames].sort()).toEqual(['[sessionId+seq]', 'sessionId', 'updatedAt']);
    expect([...tx.objectStore('sessions').indexNames].sort()).toEqual(['order', 'updatedAt']);
  });

  it('upgrades the database of the Dexie builds in place, keeping its records', async () => {
    // Real rows, written by the stores, to put into a Dexie-shaped database.
    await hydrateStores();
    const sessionId = useChatStore.getState().currentSessionId;
    await useChatStore.getState().appendMessages(sessionId, [{ id: 'm1', date: 1, role: 'user', content: 'kept' }]);
    await flushWrites();
    const db = await database();
    const rows = { sessions: await db.getAll('sessions'), messages: await db.getAll('messages') };
    await resetStoresForTests();
    await createDexieDatabase(rows);

    await hydrateStores();
    const upgraded = getDb();
    expect(upgraded?.version).toBe(DB_VERSION);
    expect([...(upgraded?.objectStoreNames ?? [])].sort()).toEqual([...TABLE_NAMES].sort());
    expect(useChatStore.getState().sessions.map((s) => s.id)).toEqual([sessionId]);
    expect(useChatStore.getState().messagesBySession[sessionId]?.map((m) => m.content)).toEqual(['kept']);
  });

  it('steps aside when another tab deletes the database, and reopens it for the next write', async () => {
    await hydrateStores();
    await flushWrites();
    const first = getDb();
    // Another tab's Clear All Data: it waits for this connection unless this tab closes it.
    await deleteDB(DB_NAME);
    expect(getDb()).toBeNull();
    const id = useChatStore.getState().currentSessionId;
    useChatStore.getState().renameSession(id, 'after');
    await flushWrites();
    const reopened = getDb();
    expect(reopened).not.toBeNull();
    expect(reopened).not.toBe(first);
    expect((await reopened?.get('sessions', id))?.topic).toBe('after');
  });

  it('keeps a message and its session meta together: a failed meta write undoes the message write', async () => {
    await hydrateStores();
    const id = useChatStore.getState().currentSessionId;
    const reply = { id: 'r', date: 1, role: 'assistant' as const, content: '', streaming: true };
    await useChatStore.getState().appendMessages(id, [reply]);
    await flushWrites();
    const original = IDBObjectStore.prototype.put;
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (this.name === 'sessions') throw new DOMException('Quota', 'QuotaExceededError');
      return original.apply(this, args);
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await useChatStore.getState().finishMessage(id, 'r', { content: 'done' });
    put.mockRestore();
    error.mockRestore();
    expect(useStorageStatus.getState().writeError).toContain('QuotaExceededError');
    expect(useChatStore.getState().messagesBySession[id]?.[0]?.content).toBe('done');
    expect((await (await database()).get('messages', 'r'))?.content).toBe('');
  });
});
