// WebDAV: the state is one file, {folder}/backup.json, under the person's endpoint. Through our
// server the calls go to /api/webdav/{path}?endpoint=…, with MKCOL carried as proxy_method.

import { SYNC_BACKUP_FILE, WEBDAV_CHECK_OK_STATUSES } from '../constants/sync';
import { basicAuth, bodyText, syncRequest, withSlash, type SyncTransport } from './transport';
import type { Fetch } from '../types';

const WEBDAV_FOLDER = 'polychat';

export interface WebdavOptions {
  endpoint: string;
  username: string;
  password: string;
  /** Our server's relay (its path, or the proxy URL the person set), or null to call directly. */
  proxy: string | null;
  fetch: Fetch;
}

export function webdavTransport(options: WebdavOptions): SyncTransport {
  const auth = { Authorization: basicAuth(options.username, options.password) };
  const url = (path: string, method?: string) => {
    if (options.proxy === null) return `${withSlash(options.endpoint)}${path}`;
    const query = new URLSearchParams({ endpoint: options.endpoint });
    if (method) query.set('proxy_method', method);
    return `${withSlash(options.proxy)}${path}?${query}`;
  };
  const file = `${WEBDAV_FOLDER}/${SYNC_BACKUP_FILE}`;
  const makeFolder = () =>
    syncRequest(
      options.fetch,
      url(`${WEBDAV_FOLDER}/`, 'MKCOL'),
      { method: options.proxy === null ? 'MKCOL' : 'GET', headers: auth },
      WEBDAV_CHECK_OK_STATUSES,
    );
  return {
    read: async () => {
      const response = await syncRequest(options.fetch, url(file), { method: 'GET', headers: auth }, [404]);
      return response.status === 404 ? null : bodyText(response);
    },
    write: async (text) => {
      await makeFolder();
      await syncRequest(options.fetch, url(file), {
        method: 'PUT',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: text,
      });
    },
    check: async () => {
      try {
        await makeFolder();
        return true;
      } catch {
        return false;
      }
    },
  };
}
