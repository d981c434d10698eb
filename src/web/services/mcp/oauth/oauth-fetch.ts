// The fetch an MCP server's connection and sign-in use once the server asks for OAuth: every
// address is checked before it is called (the SDK follows addresses out of metadata the server
// chose), and every refresh of the server's tokens goes through refreshOnce.

import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { refreshOnce, webLock, type LockRunner } from './refresh-once';
import { checkOAuthUrl } from './safe-url';

/** The refresh token a token request spends, when it is a refresh (the SDK sends its form as
 * URLSearchParams). */
function refreshTokenOf(init: RequestInit | undefined): string | undefined {
  if (init?.method?.toUpperCase() !== 'POST' || !(init.body instanceof URLSearchParams)) return undefined;
  return init.body.get('grant_type') === 'refresh_token' ? (init.body.get('refresh_token') ?? undefined) : undefined;
}

export function oauthFetch(serverId: string, base: FetchLike, lock: LockRunner = webLock): FetchLike {
  return async (input, init) => {
    checkOAuthUrl(String(input), 'address');
    const spent = refreshTokenOf(init);
    return spent === undefined ? base(input, init) : refreshOnce(serverId, spent, () => base(input, init), lock);
  };
}
