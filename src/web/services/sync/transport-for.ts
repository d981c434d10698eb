// The transport for the chosen provider: through our server's relays when "use proxy" is on (the
// proxy URL, when set, is the /api/ base of another deployment), straight to the provider when
// off (which works only with providers that allow cross-origin calls).

import type { SyncTransport } from '../../../core/sync/transport';
import { upstashTransport } from '../../../core/sync/upstash';
import { webdavTransport } from '../../../core/sync/webdav';
import type { SyncSettings } from '../../../core/types';

const DEFAULT_SYNC_PROXY = '/api/';

function relay(settings: SyncSettings, name: 'webdav' | 'upstash'): string | null {
  if (!settings.useProxy) return null;
  const base = settings.proxyUrl.trim() || DEFAULT_SYNC_PROXY;
  return `${base.endsWith('/') ? base : `${base}/`}${name}/`;
}

/** `relayHeaders` go only to our own relays, never straight to a provider. */
export function transportFor(settings: SyncSettings, relayHeaders: Record<string, string>, fetcher: typeof fetch = fetch): SyncTransport {
  const headers = settings.useProxy ? relayHeaders : {};
  const boundFetch = (url: string, init: RequestInit) => fetcher(url, init);
  if (settings.provider === 'webdav') {
    return webdavTransport({ ...settings.webdav, proxy: relay(settings, 'webdav'), headers, fetch: boundFetch });
  }
  return upstashTransport({ ...settings.upstash, proxy: relay(settings, 'upstash'), headers, fetch: boundFetch });
}
