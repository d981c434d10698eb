// Every field a stored record's schema has survives the stores' readers and writers: a record with
// every field set (optional ones included, core/schemas/every-field.ts) is put in IndexedDB as a
// previous version of the app would have left it, read, saved again and read after a reload. A field
// added to a schema is covered without touching this file.

import { beforeEach, describe, expect, it } from 'vitest';
import { STORE_VERSIONS, type StoreName } from '../../core/constants/settings';
import {
  appConfigSchema,
  fieldsOf,
  sdImageSchema,
  sessionMetaSchema,
  storedMaskSchema,
  storedMcpServerSchema,
  storedMessageSchema,
  storedPluginSchema,
  storedPromptSchema,
  syncSettingsSchema,
  userAccessSettingsSchema,
} from '../../core/schemas';
import { everyField, keyPaths } from '../../core/schemas/every-field';
import { useAccessStore } from './access-store';
import { useChatStore } from './chat-store';
import { useConfigStore } from './config-store';
import { openDb } from './db';
import { hydrateStores } from './hydrate';
import { useMaskStore } from './mask-store';
import { useMcpServerStore } from './mcp-server-store';
import { usePluginStore } from './plugin-store';
import { usePromptStore } from './prompt-store';
import { useSdStore } from './sd-store';
import { pick } from './singleton';
import { useStorageStatus } from './storage-status';
import { useSyncStore } from './sync-store';
import { resetStoresForTests, simulateReload } from './test-utils';

async function db() {
  const opened = await openDb();
  if (!opened) throw new Error('database unavailable in test');
  return opened;
}

async function reload() {
  await simulateReload();
  await hydrateStores();
}

/** The paths of `written` that `read` lacks. */
function dropped(written: unknown, read: unknown): string[] {
  const kept = new Set(keyPaths(read));
  return keyPaths(written).filter((path) => !kept.has(path));
}

beforeEach(resetStoresForTests);

describe('singleton stores keep every field of their record', () => {
  const cases = [
    { name: 'config', schema: appConfigSchema, state: () => useConfigStore.getState(), touch: () => useConfigStore.getState().update({}) },
    { name: 'access', schema: userAccessSettingsSchema, state: () => useAccessStore.getState(), touch: () => useAccessStore.getState().update({}) },
    { name: 'sync', schema: syncSettingsSchema, state: () => useSyncStore.getState(), touch: () => useSyncStore.getState().update({}) },
  ] as const;

  for (const { name, schema, state, touch } of cases) {
    it(`${name}: on load, and after a save and a reload`, async () => {
      const written = everyField(schema, name);
      await (await db()).put('settings', { name, version: STORE_VERSIONS[name as StoreName], updatedAt: 1, data: written });
      await hydrateStores();
      const fields = fieldsOf(schema) as string[];
      const read = () => pick(state() as unknown as Record<string, unknown>, fields);
      expect(dropped(written, read())).toEqual([]);
      expect(useStorageStatus.getState().skipped).toBe(0);
      touch();
      await reload();
      expect(dropped(written, read())).toEqual([]);
      const { lastUpdate: _time, ...rest } = read();
      const { lastUpdate: _written, ...expected } = written as Record<string, unknown>;
      expect(rest).toEqual(expected);
    });
  }
});

describe('record stores keep every field of their records', () => {
  const cases = [
    { table: 'masks', schema: storedMaskSchema, store: useMaskStore },
    { table: 'prompts', schema: storedPromptSchema, store: usePromptStore },
    { table: 'plugins', schema: storedPluginSchema, store: usePluginStore },
    { table: 'sdImages', schema: sdImageSchema, store: useSdStore },
    { table: 'mcpServers', schema: storedMcpServerSchema, store: useMcpServerStore },
  ] as const;

  for (const { table, schema, store } of cases) {
    it(`${table}: on load, and after an edit and a reload`, async () => {
      const written = everyField(schema, table);
      await (await db()).put(table, written as never);
      await hydrateStores();
      const read = () => store.getState().records[written.id];
      expect(dropped(written, read())).toEqual([]);
      expect(read()).toEqual(written);
      store.getState().update(written.id, {});
      await reload();
      expect(dropped(written, read())).toEqual([]);
      expect({ ...read(), updatedAt: written.updatedAt }).toEqual(written);
    });
  }
});

describe('the chat store keeps every field of sessions and messages', () => {
  it('on load, and after an edit and a reload', async () => {
    // A message that was not streaming: one left streaming is ended on load, on purpose.
    const stored = everyField(storedMessageSchema, 'message');
    // The session's path ends at its one message, as the store keeps it (a meta that says otherwise
    // is corrected on load, on purpose).
    const session = { ...everyField(sessionMetaSchema, 'session'), pathEnd: stored.id };
    const message = { ...stored, sessionId: session.id, seq: 0, streaming: false };
    const database = await db();
    await database.put('sessions', session);
    await database.put('messages', message);
    await database.put('settings', { name: 'chat', version: STORE_VERSIONS.chat, updatedAt: 1, data: { currentSessionId: session.id } });
    await hydrateStores();
    const chat = () => useChatStore.getState();
    const { sessionId: _s, seq: _q, updatedAt: _u, ...inMemory } = message;
    expect(dropped(session, chat().sessions[0])).toEqual([]);
    expect(chat().sessions[0]).toEqual(session);
    expect(chat().messagesBySession[session.id]).toEqual([inMemory]);
    chat().updateSessionMeta(session.id, {});
    await chat().editMessage(session.id, message.id, {});
    await reload();
    expect(dropped(session, chat().sessions[0])).toEqual([]);
    expect(dropped(inMemory, chat().messagesBySession[session.id]?.[0])).toEqual([]);
  });
});
