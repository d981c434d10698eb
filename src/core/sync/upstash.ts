// Upstash Redis over its REST API: GET get/{key} answers {"result": value}; POST set/{key} takes
// the value as the body. Through our server the calls go to /api/upstash/{get|set}/{key}?endpoint=…

import { chunkCountKey, chunkKey, splitChunks } from './chunks';
import { SyncError, bodyText, syncRequest, withSlash, type SyncTransport } from './transport';
import type { Fetch } from '../types';

export interface UpstashOptions {
  endpoint: string;
  /** The backup name: every key starts with it. */
  username: string;
  apiKey: string;
  proxy: string | null;
  fetch: Fetch;
}

export function upstashTransport(options: UpstashOptions): SyncTransport {
  const auth = { Authorization: `Bearer ${options.apiKey}` };
  const url = (command: 'get' | 'set', key: string) => {
    const path = `${command}/${encodeURIComponent(key)}`;
    if (options.proxy === null) return `${withSlash(options.endpoint)}${path}`;
    return `${withSlash(options.proxy)}${path}?${new URLSearchParams({ endpoint: options.endpoint })}`;
  };
  const get = async (key: string): Promise<string | null> => {
    const response = await syncRequest(options.fetch, url('get', key), { method: 'GET', headers: auth });
    const text = await bodyText(response);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new SyncError('server_error', response.status);
    }
    const result = (body as { result?: unknown } | null)?.result;
    if (result === null || result === undefined) return null;
    return typeof result === 'string' ? result : JSON.stringify(result);
  };
  const set = (key: string, value: string) =>
    syncRequest(options.fetch, url('set', key), { method: 'POST', headers: auth, body: value });

  return {
    read: async () => {
      const count = await get(chunkCountKey(options.username));
      if (count === null) return null;
      const total = Number(count);
      if (!Number.isInteger(total) || total < 0) throw new SyncError('remote_corrupt');
      const chunks = await Promise.all(Array.from({ length: total }, (_, i) => get(chunkKey(options.username, i))));
      if (chunks.some((chunk) => chunk === null)) throw new SyncError('remote_incomplete');
      return chunks.join('');
    },
    write: async (text) => {
      const chunks = splitChunks(text);
      // One chunk at a time: a failure stops before the count, which still names the old chunks.
      for (const [i, chunk] of chunks.entries()) await set(chunkKey(options.username, i), chunk);
      await set(chunkCountKey(options.username), String(chunks.length));
    },
    check: async () => {
      try {
        await get(options.username);
        return true;
      } catch {
        return false;
      }
    },
  };
}
