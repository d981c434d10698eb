// In the desktop app every call to another origin (a provider, a custom endpoint, a sync server)
// goes through the local server's relay (core/providers/relay.ts): the web view enforces CORS, and
// providers do not allow an origin like http://127.0.0.1:<port>. The request itself is unchanged,
// so signatures, tokens in the query and the user's keys are exactly those of a direct call.

import { RELAY_PATH, RELAY_TARGET_HEADER } from '../../core/providers/relay';

/** `fetchImpl` with calls to other origins turned into calls to the relay; `origin` is the page's.
 * It takes the scope's own fetch, whose type it keeps: it replaces that fetch for everything. */
export function relayingFetch(fetchImpl: typeof fetch, origin: string): typeof fetch {
  return async (input, init) => {
    const source = input instanceof Request ? input : undefined;
    const url = new URL(source ? source.url : String(input), origin);
    if (url.origin === origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return fetchImpl(input, init);
    const headers = new Headers(init?.headers ?? source?.headers);
    headers.set(RELAY_TARGET_HEADER, url.href);
    const method = init?.method ?? source?.method ?? 'GET';
    // Bytes rather than a stream: WebKit cannot send a streamed request body.
    const body = init?.body ?? (source && method !== 'GET' && method !== 'HEAD' ? await source.arrayBuffer() : undefined);
    return fetchImpl(new URL(RELAY_PATH, origin), { ...init, method, headers, body, signal: init?.signal ?? source?.signal });
  };
}

/** Replaces the scope's fetch (the page's or a worker's) once, at start. */
export function installDesktopRelay(scope: { fetch: typeof fetch; location: { origin: string } }): void {
  scope.fetch = relayingFetch(scope.fetch.bind(scope), scope.location.origin);
}
