// Which sync calls carry the access code: our own relays do; the provider itself, and another
// deployment's relays named by the proxy URL, are someone else's servers and never see it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSyncSettings } from '../../../core/defaults';
import type { SyncSettings } from '../../../core/types';
import { ACCESS_CODE_HEADER, createCallOut } from '../http/call-out';
import { transportFor } from './transport-for';

const CODE = 'letmein';

function settingsWith(patch: Partial<SyncSettings>): SyncSettings {
  return {
    ...defaultSyncSettings(),
    webdav: { endpoint: 'https://dav.example.com/remote.php/dav/', username: 'ann', password: 'pw' },
    upstash: { endpoint: 'https://eu1.upstash.example', username: 'backup', apiKey: 'up-key' },
    ...patch,
  };
}

/** Each call's URL and the access code it carried; the answer is "nothing stored yet". */
function recordCalls() {
  const calls: { url: string; code: string | null; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      calls.push({ url, code: headers.get(ACCESS_CODE_HEADER), authorization: headers.get('authorization') });
      return url.includes('/get/') ? Response.json({ result: null }) : new Response(null, { status: 404 });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the access code in sync calls', () => {
  it.each(['webdav', 'upstash'] as const)('goes to our own %s relay', async (provider) => {
    const calls = recordCalls();
    await transportFor(settingsWith({ provider, useProxy: true }), createCallOut(() => CODE).fetch).read();
    expect(calls[0]?.url).toMatch(new RegExp(`^/api/${provider}/`));
    expect(calls[0]?.code).toBe(CODE);
  });

  it.each(['webdav', 'upstash'] as const)('stays away from another deployment’s %s relay named by the proxy URL', async (provider) => {
    const calls = recordCalls();
    const settings = settingsWith({ provider, useProxy: true, proxyUrl: 'https://other-deployment.example/api/' });
    await transportFor(settings, createCallOut(() => CODE).fetch).read();
    expect(calls[0]?.url).toMatch(new RegExp(`^https://other-deployment\\.example/api/${provider}/`));
    expect(calls[0]?.code).toBeNull();
    expect(calls[0]?.authorization).not.toBeNull();
  });

  it.each(['webdav', 'upstash'] as const)('stays away from the %s provider called directly', async (provider) => {
    const calls = recordCalls();
    await transportFor(settingsWith({ provider, useProxy: false }), createCallOut(() => CODE).fetch).read();
    expect(calls[0]?.url).toMatch(/^https:\/\//);
    expect(calls[0]?.code).toBeNull();
  });
});
