// Moving the serialised state to and from a sync provider. Each transport only reads and writes
// text; the merge never knows where the state lives. `fetch` is given, so the same code runs in
// the browser (through our server's relays or straight to the provider) and in tests.

import { fetchWithTimeout } from '../network/fetch-with-timeout';
import { ChatRequestError } from '../providers/errors';
import type { Fetch } from '../types';

export type SyncErrorCode =
  | 'unauthorized'
  | 'unreachable'
  | 'timeout'
  | 'server_error'
  | 'remote_corrupt'
  | 'remote_foreign'
  | 'remote_newer'
  | 'remote_incomplete';

export class SyncError extends Error {
  constructor(
    readonly code: SyncErrorCode,
    readonly status?: number,
  ) {
    super(status ? `${code} (HTTP ${status})` : code);
    this.name = 'SyncError';
  }
}

export interface SyncTransport {
  /** The stored state, or null when there is none yet. */
  read: () => Promise<string | null>;
  write: (text: string) => Promise<void>;
  /** Whether the provider can be reached with these credentials. */
  check: () => Promise<boolean>;
}

/** A sync call that has not answered, body included, in this time is treated as failed. */
const SYNC_REQUEST_TIMEOUT_MS = 60_000;

/** Runs one request, turning network failures, timeouts and error statuses into SyncErrors.
 * `accept` lists statuses that are not errors beyond 2xx. */
export async function syncRequest(fetcher: Fetch, url: string, init: RequestInit, accept: readonly number[] = []): Promise<Response> {
  let response: Response;
  try {
    response = await fetchWithTimeout(fetcher, { ...init, url }, { timeoutMs: SYNC_REQUEST_TIMEOUT_MS, includeBody: true });
  } catch (error) {
    throw new SyncError(error instanceof ChatRequestError && error.code === 'timeout' ? 'timeout' : 'unreachable');
  }
  if (response.ok || accept.includes(response.status)) return response;
  if (response.status === 401 || response.status === 403) throw new SyncError('unauthorized', response.status);
  if (response.status === 504) throw new SyncError('timeout', response.status);
  if (response.status === 502) throw new SyncError('unreachable', response.status);
  throw new SyncError('server_error', response.status);
}

/** The body of an answer; a connection lost while it arrives is a failure to reach the server,
 * never a shorter state. */
export async function bodyText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    throw new SyncError('unreachable');
  }
}

export function basicAuth(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

export const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
