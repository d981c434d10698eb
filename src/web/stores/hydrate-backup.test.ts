import { beforeEach, describe, expect, it, vi } from 'vitest';
import { backupFileSchema } from '../../core/schemas';
import { clearAllData, exportAllData } from './backup';
import { useChatStore } from './chat-store';
import { useConfigStore } from './config-store';
import { openDb } from './db';
import { hydrateStores } from './hydrate';
import { useMaskStore } from './mask-store';
import { flushWrites } from './persistence';
import { usePromptStore } from './prompt-store';
import { useStorageStatus } from './storage-status';
import { resetStoresForTests, simulateReload } from './test-utils';

beforeEach(resetStoresForTests);

describe('hydrateStores', () => {
  it('hydrates every store once and reports', async () => {
    const report = await hydrateStores();
    expect(report).toMatchObject({ skipped: 0, unavailable: false, failed: [] });
    expect(await hydrateStores()).toBe(report);
    expect(useChatStore.getState().hydrated).toBe(true);
    expect(useConfigStore.getState().hydrated).toBe(true);
    expect(useMaskStore.getState().hydrated).toBe(true);
  });

  it('works in memory when IndexedDB cannot be opened', async () => {
    const open = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The user denied permission', 'SecurityError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const report = await hydrateStores();
    warn.mockRestore();
    open.mockRestore();
    expect(report.unavailable).toBe(true);
    expect(useStorageStatus.getState().unavailable).toBe(true);
    const chat = useChatStore.getState();
    expect(chat.sessions).toHaveLength(1);
    await chat.appendMessages(chat.currentSessionId, [{ id: 'm', date: 0, role: 'user', content: 'still works' }]);
    expect(useChatStore.getState().messagesBySession[chat.currentSessionId]).toHaveLength(1);
    useConfigStore.getState().update({ theme: 'dark' });
    expect(useConfigStore.getState().theme).toBe('dark');
    expect((await exportAllData()).sessions).toEqual([]);
  });

  it('keeps the in-memory state and reports a failed write', async () => {
    await hydrateStores();
    const db = await openDb();
    if (!db) throw new Error('database unavailable in test');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Quota', 'QuotaExceededError');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    useConfigStore.getState().update({ fontSize: 20 });
    await flushWrites();
    expect(useConfigStore.getState().fontSize).toBe(20);
    expect(useStorageStatus.getState().writeError).toContain('QuotaExceededError');
    put.mockRestore();
    error.mockRestore();
  });
});

describe('backup', () => {
  it('exports every table straight from the database, even with stores not hydrated', async () => {
    await hydrateStores();
    const chat = useChatStore.getState();
    await chat.appendMessages(chat.currentSessionId, [{ id: 'm1', date: 1, role: 'user', content: 'hi' }]);
    usePromptStore.getState().add({ title: 't', content: 'c' });
    const mask = useMaskStore.getState().create();
    useMaskStore.getState().remove(mask.id);
    await simulateReload();

    const backup = await exportAllData();
    expect(backupFileSchema.safeParse(backup).success).toBe(true);
    expect(JSON.parse(JSON.stringify(backup))).toEqual(backup);
    expect(backup.sessions).toHaveLength(1);
    expect(backup.messages).toEqual([expect.objectContaining({ id: 'm1', content: 'hi', seq: 0 })]);
    expect(backup.prompts).toHaveLength(1);
    expect(backup.masks).toHaveLength(0);
    expect(backup.tombstones).toEqual([expect.objectContaining({ kind: 'mask', id: mask.id })]);
    // Settings stores write only once changed; collection stores record their version at once.
    expect(backup.settings.map((s) => (s as { name: string }).name).sort()).toEqual(['chat', 'mask', 'mcp', 'plugin', 'prompt', 'sd']);
  });

  it('clears the database and localStorage', async () => {
    await hydrateStores();
    await flushWrites();
    localStorage.setItem('last-input', 'x');
    await clearAllData();
    expect(localStorage.length).toBe(0);
    const backup = await exportAllData();
    expect(backup.sessions).toEqual([]);
    expect(backup.settings).toEqual([]);
  });
});
