import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultAccessSettings } from '../../core/defaults';
import { showToast } from '../components/Toast/showToast';
import { setupI18n } from '../i18n/setup';
import { readServerConfig, ServerConfigUnreadable } from '../services/server-config-answer';
import { useAccessStore } from '../stores/access-store';
import { useServerConfig } from './use-server-config';

vi.mock('../components/Toast/showToast', () => ({ showToast: vi.fn() }));

const UNREADABLE = 'The server’s settings could not be read, so its access rules and models are missing. Reload the page; if this keeps happening, tell the administrator.';

/** A whole answer of a server that needs no code and names a default model. */
const GOOD = { ...pickServerPart(), needCode: false, defaultModel: '', customModels: '-all,+gpt-4o' };

function pickServerPart() {
  const { needCode, hideUserApiKey, hideBalanceQuery, disableGPT4, disableFastLink, customModels, defaultModel, groups, shareEnabled, updateUrl } =
    defaultAccessSettings();
  return { needCode, hideUserApiKey, hideBalanceQuery, disableGPT4, disableFastLink, customModels, defaultModel, groups, shareEnabled, updateUrl };
}

function answer(body: string, status = 200) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } })));
}

beforeAll(() => {
  setupI18n('en');
});
beforeEach(() => {
  vi.mocked(showToast).mockClear();
  useAccessStore.getState().unload();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the answer of GET /api/config', () => {
  it('is parsed with the schema the server builds it to', async () => {
    await expect(readServerConfig(new Response(JSON.stringify({ ...GOOD, extra: 'ignored' })))).resolves.toEqual(GOOD);
    await expect(readServerConfig(new Response('<!doctype html><p>Sign in to the Wi-Fi</p>'))).rejects.toBeInstanceOf(ServerConfigUnreadable);
    await expect(readServerConfig(new Response(JSON.stringify({ ...GOOD, needCode: 'no' })))).rejects.toBeInstanceOf(ServerConfigUnreadable);
    const { groups: _groups, ...withoutGroups } = GOOD;
    await expect(readServerConfig(new Response(JSON.stringify(withoutGroups)))).rejects.toBeInstanceOf(ServerConfigUnreadable);
  });
});

describe('useServerConfig', () => {
  it('applies a whole answer and tells nothing', async () => {
    answer(JSON.stringify(GOOD));
    renderHook(() => useServerConfig());
    await waitFor(() => expect(useAccessStore.getState().needCode).toBe(false));
    expect(useAccessStore.getState().customModels).toBe('-all,+gpt-4o');
    expect(showToast).not.toHaveBeenCalled();
  });

  for (const [what, body] of [
    ['not JSON', '<!doctype html><p>Sign in to the Wi-Fi</p>'],
    ['JSON of another shape', JSON.stringify({ needCode: 'no', groups: 'all' })],
  ] as const) {
    it(`tells the user, in their language, of an answer that is ${what}, and applies none of it`, async () => {
      answer(body);
      renderHook(() => useServerConfig());
      await waitFor(() => expect(showToast).toHaveBeenCalledWith(UNREADABLE));
      expect(useAccessStore.getState().needCode).toBe(true);
      expect(useAccessStore.getState().groups).toEqual([]);
    });
  }

  it('only logs a server that answers with an error status (offline, or no server behind the page)', async () => {
    answer('', 503);
    renderHook(() => useServerConfig());
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(showToast).not.toHaveBeenCalled();
  });
});
