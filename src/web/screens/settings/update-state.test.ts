import { afterEach, describe, expect, it, vi } from 'vitest';
import { USAGE_RECHECK_MS } from '../../../core/constants/settings';
import { checkUsage, isNewerVersion, useUpdateState } from './update-state';

describe('version comparison', () => {
  it('compares dotted numbers', () => {
    expect(isNewerVersion('0.2.0', '0.1.0')).toBe(true);
    expect(isNewerVersion('0.1.0', '0.1.0')).toBe(false);
    expect(isNewerVersion('0.1', '0.1.1')).toBe(false);
    expect(isNewerVersion('1.10.0', '1.9.9')).toBe(true);
  });
});

describe('usage check', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useUpdateState.setState({ usageStatus: 'idle', lastUpdateUsage: 0, used: 0, subscription: undefined, usageError: '' });
  });

  const answers = () =>
    vi.fn(async (url: string) =>
      url.includes('subscription')
        ? new Response(JSON.stringify({ hard_limit_usd: 120 }), { status: 200 })
        : new Response(JSON.stringify({ total_usage: 1234.5 }), { status: 200 }),
    );

  it('reads used and subscription, and asks again only after the re-check time unless forced', async () => {
    const fetchMock = answers();
    vi.stubGlobal('fetch', fetchMock);
    await checkUsage(false, 1_000_000);
    expect(useUpdateState.getState()).toMatchObject({ usageStatus: 'done', used: 12.35, subscription: 120 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await checkUsage(false, 1_000_000 + USAGE_RECHECK_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await checkUsage(true, 1_000_000 + 1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await checkUsage(false, 1_000_001 + USAGE_RECHECK_MS);
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('keeps what the provider said, and nothing when it said nothing of its own (the screen shows the translated sentence)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    await checkUsage(true, 5);
    expect(useUpdateState.getState()).toMatchObject({ usageStatus: 'error', usageError: '' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Billing is off' } }), { status: 200 })));
    await checkUsage(true, 10);
    expect(useUpdateState.getState()).toMatchObject({ usageStatus: 'error', usageError: 'Billing is off' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await checkUsage(true, 15);
    expect(useUpdateState.getState()).toMatchObject({ usageStatus: 'error', usageError: '' });
  });
});

describe('the version check', () => {
  it('keeps its result and its 2 h limit across a reload, and finds the release page', async () => {
    localStorage.clear();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ tag_name: 'v9.1.0', html_url: 'https://github.com/example/releases/tag/v9.1.0' })));
    vi.stubGlobal('fetch', fetchMock);
    const start = Date.UTC(2026, 10, 24, 12);
    const first = await import('./update-state');
    await first.checkVersion('https://example.test/latest', false, start);
    expect(first.useUpdateState.getState()).toMatchObject({ versionStatus: 'done', remoteVersion: '9.1.0', releaseUrl: 'https://github.com/example/releases/tag/v9.1.0' });

    vi.resetModules();
    const reloaded = await import('./update-state');
    expect(reloaded.useUpdateState.getState()).toMatchObject({ versionStatus: 'done', remoteVersion: '9.1.0', lastUpdate: start });
    await reloaded.checkVersion('https://example.test/latest', false, start + 60 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await reloaded.checkVersion('https://example.test/latest', false, start + 3 * 60 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});

