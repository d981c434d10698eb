import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PLUGIN_VERSION, STORE_VERSIONS } from '../../core/constants/settings';
import { useConfigStore } from './config-store';
import { openDb } from './db';
import { hydrateStores } from './hydrate';
import { useMaskStore } from './mask-store';
import { flushWrites } from './persistence';
import { usePluginStore } from './plugin-store';
import { usePromptStore } from './prompt-store';
import { useSdStore } from './sd-store';
import { useStorageStatus } from './storage-status';
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

beforeEach(resetStoresForTests);

describe('mask store', () => {
  it('creates from the global model config, updates, and survives a reload', async () => {
    await hydrateStores();
    useConfigStore.getState().updateModelConfig({ model: 'claude-3-opus' });
    const mask = useMaskStore.getState().create({ name: 'Translator' });
    expect(mask).toMatchObject({ name: 'Translator', builtin: false, modelConfig: { model: 'claude-3-opus' } });
    useMaskStore.getState().update(mask.id, { avatar: '1f600' });
    await reload();
    expect(useMaskStore.getState().records[mask.id]).toMatchObject({ name: 'Translator', avatar: '1f600' });
    expect(useMaskStore.getState().list()).toHaveLength(1);
  });

  it('deletes with a tombstone and restores', async () => {
    await hydrateStores();
    const mask = useMaskStore.getState().create();
    const restore = useMaskStore.getState().remove(mask.id);
    expect(useMaskStore.getState().records[mask.id]).toBeUndefined();
    await flushWrites();
    expect(await (await db()).get('tombstones', ['mask', mask.id])).toBeDefined();
    expect(await (await db()).get('masks', mask.id)).toBeUndefined();
    await restore();
    // Restored as a new edit, later than the deletion, so other devices take it back too.
    const restored = useMaskStore.getState().records[mask.id];
    expect(restored).toEqual({ ...mask, updatedAt: restored?.updatedAt });
    expect(restored?.updatedAt).toBeGreaterThan(mask.updatedAt);
    expect(await (await db()).count('tombstones')).toBe(0);
    expect(await (await db()).get('masks', mask.id)).toEqual(restored);
  });

  it('turns numeric ids of old masks into strings', async () => {
    const { defaultModelConfig } = await import('../../core/defaults');
    await (await db()).put('masks', {
      id: 7 as never,
      name: 'old',
      avatar: 'a',
      context: [],
      modelConfig: defaultModelConfig(),
      createdAt: 1,
      builtin: false,
      updatedAt: 1,
    });
    await (await db()).put('masks', { id: 'x', name: 3 } as never);
    await hydrateStores();
    expect(Object.keys(useMaskStore.getState().records)).toEqual(['7']);
    expect(useStorageStatus.getState().skipped).toBe(1);
    await flushWrites();
    // The row is re-keyed under its string id; the unreadable one is left untouched.
    expect((await (await db()).getAllKeys('masks')).sort()).toEqual(['7', 'x']);
  });
});

describe('prompt store', () => {
  it('adds user prompts with a counter and persists both', async () => {
    await hydrateStores();
    const prompt = usePromptStore.getState().add({ title: 'Poet', content: 'Write a poem' });
    usePromptStore.getState().add({ title: 'Coder', content: 'Write code' });
    expect(prompt.isUser).toBe(true);
    await reload();
    expect(usePromptStore.getState().counter).toBe(2);
    expect(usePromptStore.getState().list().map((p) => p.title).sort()).toEqual(['Coder', 'Poet']);
    usePromptStore.getState().remove(prompt.id);
    await reload();
    expect(Object.keys(usePromptStore.getState().records)).toHaveLength(1);
  });

  it('gives stored prompts new ids when migrating from version 2', async () => {
    const database = await db();
    await database.put('settings', { name: 'prompt', version: 2, updatedAt: 1, data: { counter: 1 } });
    await database.put('prompts', { id: 'old', title: 't', content: 'c', createdAt: 1, updatedAt: 1, isUser: true });
    await hydrateStores();
    const ids = Object.keys(usePromptStore.getState().records);
    expect(ids).toHaveLength(1);
    expect(ids[0]).not.toBe('old');
    expect(usePromptStore.getState().counter).toBe(1);
    await flushWrites();
    expect((await (await db()).getAll('prompts')).map((p) => p.id)).toEqual(ids);
    expect((await (await db()).get('settings', 'prompt'))?.version).toBe(STORE_VERSIONS.prompt);
  });
});

describe('plugin and image stores', () => {
  it('creates plugins with defaults, newest first, and deletes with a tombstone', async () => {
    await hydrateStores();
    const first = usePluginStore.getState().create({ title: 'Weather' });
    const second = usePluginStore.getState().put({ ...first, id: 'later', title: 'Search', createdAt: first.createdAt + 1 });
    expect(first).toMatchObject({ version: DEFAULT_PLUGIN_VERSION, builtin: false, authLocation: 'header' });
    expect(usePluginStore.getState().list().map((p) => p.id)).toEqual([second.id, first.id]);
    usePluginStore.getState().remove(first.id);
    await reload();
    expect(Object.keys(usePluginStore.getState().records)).toEqual(['later']);
    expect(await (await db()).get('tombstones', ['plugin', first.id])).toBeDefined();
  });

  it('keeps image-generation records and their status', async () => {
    await hydrateStores();
    const image = useSdStore.getState().add({
      prompt: 'a cat',
      negativePrompt: '',
      aspectRatio: '1:1',
      style: 'anime',
      outputFormat: 'png',
      model: 'stable-diffusion',
      modelVersion: 'sd3',
    });
    expect(image.status).toBe('wait');
    useSdStore.getState().update(image.id, { status: 'success', imageKey: 'img-1' });
    await reload();
    expect(useSdStore.getState().records[image.id]).toMatchObject({ status: 'success', imageKey: 'img-1' });
  });
});
