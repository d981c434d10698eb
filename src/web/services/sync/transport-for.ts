// The transport for the chosen provider: through our server's relays when "use proxy" is on (the
// proxy URL, when set, is the /api/ base of another deployment), straight to the provider when
// off (which works only with providers that allow cross-origin calls).

import type { SyncTransport } from '../../../core/sync/transport';
import { upstashTransport } from '../../../core/sync/upstash';
import { webdavTransport } from '../../../core/sync/webdav';
import type { Fetch, SyncSettings } from '../../../core/types';

const DEFAULT_SYNC_PROXY = '/api/';

function relay(settings: SyncSettings, name: 'webdav' | 'upstash'): string | null {
  if (!settings.useProxy) return null;
  const base = settings.proxyUrl.trim() || DEFAULT_SYNC_PROXY;
  return `${base.endsWith('/') ? base : `${base}/`}${name}/`;
}

/** `fetch` is a call-out's: the access code goes to our own relays and nowhere else (not to the
 * provider, nor to the relays of another deployment the proxy URL names). */
export function transportFor(settings: SyncSettings, fetch: Fetch): SyncTransport {
  if (settings.provider === 'webdav') return webdavTransport({ ...settings.webdav, proxy: relay(settings, 'webdav'), fetch });
  return upstashTransport({ ...settings.upstash, proxy: relay(settings, 'upstash'), fetch });
}
