// The one door through which the browser calls out, on the page and in its workers. The access
// code goes only to our own origin (the page's, relative URLs included): never to a provider the
// page calls directly with the user's key, a WebDAV or Upstash server, a plugin, or another
// deployment's relay. The time limit, the caller's stop and the error codes of the catalogue come
// from core's fetchWithTimeout, the one time-out of core and browser alike. A lint rule keeps
// every other file from calling fetch itself.

import { fetchWithTimeout, type FetchWithTimeoutOptions } from '../../../core/network/fetch-with-timeout';
import type { Fetch } from '../../../core/types';

/** The header our server's access check reads. */
export const ACCESS_CODE_HEADER = 'x-access-code';

/** Whether `url` is our own server: resolved against the page (or worker) it is called from, so a
 * relative path is, and a scheme-relative `//host/…` or another origin's absolute URL is not. */
export function isOwnOrigin(url: string, base: string = location.href): boolean {
  try {
    return new URL(url, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

function withAccessCode(init: RequestInit, accessCode: string): RequestInit {
  const headers = init.headers;
  if (headers instanceof Headers || Array.isArray(headers)) {
    const merged = new Headers(headers);
    merged.set(ACCESS_CODE_HEADER, accessCode);
    return { ...init, headers: merged };
  }
  return { ...init, headers: { ...headers, [ACCESS_CODE_HEADER]: accessCode } };
}

export interface CallOut {
  /** For core functions that take a Fetch and put their own time limit on it. */
  fetch: Fetch;
  /** One call with a time limit (REQUEST_TIMEOUT_MS unless given) and the caller's signal. Rejects
   * with a ChatRequestError coded `timeout` or `unreachable`, or with the caller's abort reason. */
  call: (url: string, init?: Omit<RequestInit, 'signal'>, options?: FetchWithTimeoutOptions) => Promise<Response>;
}

/** `accessCode` is read at each call (empty when there is none): the page reads its store, a
 * worker what the page sent it. */
export function createCallOut(accessCode: () => string): CallOut {
  const send: Fetch = (url, init) => {
    const code = accessCode();
    // The scope's fetch is looked up at each call: the desktop relay and tests' stand-ins replace it.
    return fetch(url, code && isOwnOrigin(url) ? withAccessCode(init, code) : init);
  };
  return {
    fetch: send,
    call: (url, init = {}, options = {}) => fetchWithTimeout(send, { ...init, url }, options),
  };
}
