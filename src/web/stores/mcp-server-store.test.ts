import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { exportAllData } from './backup';
import { DB_NAME, DB_VERSION, closeDb, getDb, openDb } from './db';
import { hydrateStores } from './hydrate';
import { isMcpServerEnabled, useMcpServerStore } from './mcp-server-store';
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

/** The database as the build before MCP servers left it (version 21, no `mcpServers` store). */
const PREVIOUS_DB_VERSION = 21;

beforeEach(resetStoresForTests);

describe('MCP server store', () => {
  it('adds servers newest first, switches one off, and keeps both through a reload', async () => {
    await hydrateStores();
    const first = useMcpServerStore.getState().add({ name: 'Docs', url: 'https://docs.example/mcp' });
    const second = useMcpServerStore.getState().put({ ...first, id: 'later', name: 'Files', createdAt: first.createdAt + 1 });
    useMcpServerStore.getState().update(first.id, { enabled: false });
    await reload();
    const servers = useMcpServerStore.getState().list();
    expect(servers.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(servers.map(isMcpServerEnabled)).toEqual([true, false]);
    expect(servers[1]).toMatchObject({ name: 'Docs', url: 'https://docs.example/mcp' });
  });

  it('deletes with a tombstone that sync carries, and the undo brings the server back', async () => {
    await hydrateStores();
    const server = useMcpServerStore.getState().add({ name: 'Docs', url: 'https://docs.example/mcp' });
    const undo = useMcpServerStore.getState().remove(server.id);
    const deleted = await exportAllData();
    expect(deleted.mcpServers).toEqual([]);
    expect(deleted.tombstones).toContainEqual(expect.objectContaining({ kind: 'mcpServer', id: server.id }));
    await undo();
    await reload();
    expect(useMcpServerStore.getState().records[server.id]).toMatchObject({ name: 'Docs' });
    const restored = await exportAllData();
    expect(restored.mcpServers).toEqual([expect.objectContaining({ id: server.id })]);
    expect(await (await db()).get('tombstones', ['mcpServer', server.id])).toBeUndefined();
  });

  it('adds its object store to a database of the previous version, keeping what was there', async () => {
    const old = await openDB(DB_NAME, PREVIOUS_DB_VERSION, {
      upgrade(raw) {
        raw.createObjectStore('plugins', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
        raw.createObjectStore('settings', { keyPath: 'name' });
      },
    });
    await old.put('plugins', { id: 'p', title: 'Kept', version: '1', content: '', builtin: false, createdAt: 1, updatedAt: 1 });
    old.close();
    closeDb();
    await hydrateStores();
    expect(getDb()?.version).toBe(DB_VERSION);
    expect(await (await db()).get('plugins', 'p')).toMatchObject({ title: 'Kept' });
    useMcpServerStore.getState().add({ name: 'Docs', url: 'https://docs.example/mcp' });
    await reload();
    expect(useMcpServerStore.getState().list().map((s) => s.name)).toEqual(['Docs']);
  });
});
