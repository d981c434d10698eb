import { beforeEach, describe, expect, it } from 'vitest';
import { LEGACY_CORS_PATH, DEFAULT_SYNC_USERNAME, defaultAppConfig } from '../../core/defaults';
import { STORE_VERSIONS } from '../../core/constants/settings';
import { useAccessStore } from './access-store';
import { hasValidCredentials } from './access-rules';
import { useConfigStore } from './config-store';
import { openDb } from './db';
import { hydrateStores } from './hydrate';
import { flushWrites } from './persistence';
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

beforeEach(resetStoresForTests);

describe('config store', () => {
  it('hydrates defaults, persists updates and survives a reload', async () => {
    await hydrateStores();
    expect(useConfigStore.getState()).toMatchObject({ ...defaultAppConfig(), lastUpdate: expect.any(Number) });
    useConfigStore.getState().update({ theme: 'dark', sidebarWidth: 420, language: 'ar', fontSize: 16 });
    useConfigStore.getState().updateModelConfig({ temperature: 5, model: 'gpt-4o' });
    expect(useConfigStore.getState().modelConfig.temperature).toBe(2);
    const updated = useConfigStore.getState().lastUpdateTime;
    expect(updated).toBeGreaterThan(0);
    await reload();
    expect(useConfigStore.getState()).toMatchObject({ theme: 'dark', sidebarWidth: 420, language: 'ar', fontSize: 16 });
    expect(useConfigStore.getState().modelConfig).toMatchObject({ temperature: 2, model: 'gpt-4o' });
    expect(useConfigStore.getState().lastUpdateTime).toBe(updated);
    const row = await (await db()).get('settings', 'config');
    expect(row?.version).toBe(STORE_VERSIONS.config);
    expect(row?.data).not.toHaveProperty('hydrate');
  });

  it('migrates an older record on load and writes it back', async () => {
    await (await db()).put('settings', { name: 'config', version: 3.5, updatedAt: 1, data: { theme: 'light' } });
    await hydrateStores();
    expect(useConfigStore.getState().theme).toBe('light');
    expect(useConfigStore.getState().submitKey).toBe('Enter');
    await flushWrites();
    const row = await (await db()).get('settings', 'config');
    expect(row?.version).toBe(STORE_VERSIONS.config);
    expect(row?.data).toMatchObject({ theme: 'light', submitKey: 'Enter' });
  });

  it('keeps the readable fields of a partly corrupt record and reports it', async () => {
    await (await db()).put('settings', { name: 'config', version: 3.9, updatedAt: 1, data: { theme: 7, fontSize: 20 } });
    await hydrateStores();
    expect(useConfigStore.getState()).toMatchObject({ theme: 'auto', fontSize: 20 });
    expect(useStorageStatus.getState().skipped).toBe(1);
  });
});

describe('access store', () => {
  it('persists user settings but never the server configuration', async () => {
    await hydrateStores();
    const access = useAccessStore.getState();
    access.applyServerConfig({
      needCode: false,
      hideUserApiKey: true,
      hideBalanceQuery: true,
      disableGPT4: true,
      disableFastLink: true,
      customModels: '+x',
      defaultModel: 'x',
      groups: [{ provider: 'openai', models: [{ name: 'm', displayName: 'M' }] }],
      shareEnabled: true,
      updateUrl: '',
    });
    expect(useAccessStore.getState().groups[0]?.models[0]?.name).toBe('m');
    access.update({ openaiApiKey: 'sk-1', provider: 'Anthropic' });
    await flushWrites();
    const row = await (await db()).get('settings', 'access');
    expect(row?.data).toMatchObject({ openaiApiKey: 'sk-1', provider: 'Anthropic' });
    expect(row?.data).not.toHaveProperty('needCode');
    expect(row?.data).not.toHaveProperty('hideUserApiKey');
    expect(row?.data).not.toHaveProperty('groups');
    await reload();
    expect(useAccessStore.getState()).toMatchObject({ openaiApiKey: 'sk-1', needCode: true, hideUserApiKey: false });
  });

  it('keeps server values that arrive before hydration', async () => {
    useAccessStore.getState().applyServerConfig({
      needCode: false,
      hideUserApiKey: true,
      hideBalanceQuery: false,
      disableGPT4: false,
      disableFastLink: false,
      customModels: '',
      defaultModel: '',
      groups: [],
      shareEnabled: false,
      updateUrl: '',
    });
    await hydrateStores();
    expect(useAccessStore.getState()).toMatchObject({ needCode: false, hideUserApiKey: true });
  });

  it('authorises by valid credentials, access control off, or an access code', async () => {
    await hydrateStores();
    const state = () => useAccessStore.getState();
    expect(state().needCode).toBe(true);
    expect(state().isAuthorized()).toBe(false);
    state().update({ azureUrl: 'https://a', azureApiKey: 'k', azureApiVersion: '' });
    expect(state().hasValidCredentials('Azure')).toBe(false);
    expect(state().isAuthorized()).toBe(false);
    state().update({ azureApiVersion: '2023-08-01-preview' });
    expect(state().isAuthorized()).toBe(true);
    state().update({ azureApiKey: '', moonshotApiKey: 'k' });
    expect(state().isAuthorized()).toBe(true);
    // The web app cannot use the user's own Tencent pair (it signs only in the desktop app).
    state().update({ moonshotApiKey: '', tencentSecretId: 'id', tencentSecretKey: 'key' });
    expect(state().hasValidCredentials('Tencent')).toBe(false);
    expect(state().isAuthorized()).toBe(false);
    expect(hasValidCredentials(state(), 'Tencent', 'desktop')).toBe(true);
    state().update({ tencentSecretKey: '', stabilityApiKey: 'only-images' });
    expect(state().isAuthorized()).toBe(false);
    state().update({ accessCode: 'code' });
    expect(state().isAuthorized()).toBe(true);
    state().update({ accessCode: '' });
    state().applyServerConfig({ ...state(), needCode: false });
    expect(state().isAuthorized()).toBe(true);
  });
});

describe('sync store', () => {
  it('migrates a version 1.0 record on load', async () => {
    await (await db()).put('settings', {
      name: 'sync',
      version: 1.0,
      updatedAt: 1,
      data: { provider: 'upstash', proxyUrl: LEGACY_CORS_PATH, upstash: { endpoint: 'e', username: 'me', apiKey: 'k' } },
    });
    await hydrateStores();
    expect(useSyncStore.getState()).toMatchObject({
      provider: 'upstash',
      proxyUrl: '',
      useProxy: true,
      upstash: { endpoint: 'e', username: DEFAULT_SYNC_USERNAME, apiKey: 'k' },
    });
    await flushWrites();
    expect((await (await db()).get('settings', 'sync'))?.version).toBe(STORE_VERSIONS.sync);
  });

  it('updates nested settings and marks a sync', async () => {
    await hydrateStores();
    useSyncStore.getState().updateWebdav({ endpoint: 'https://dav' });
    useSyncStore.getState().markSynced('webdav', 1234);
    await reload();
    expect(useSyncStore.getState()).toMatchObject({
      webdav: { endpoint: 'https://dav', username: '', password: '' },
      lastSyncTime: 1234,
      lastProvider: 'webdav',
    });
  });
});
