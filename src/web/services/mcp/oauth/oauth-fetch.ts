// The fetch an MCP server's connection and sign-in use once the server asks for OAuth: every
// address is checked before it is called, every metadata document is checked as it arrives, before
// the SDK reads an address out of it, and every refresh of the server's tokens goes through
// refreshOnce.

import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { refreshOnce, webLock, type LockRunner } from './refresh-once';
import { checkMetadataAddresses, checkOAuthUrl } from './safe-url';

/** Where OAuth metadata is published (RFC 8414, RFC 9728, OpenID Connect Discovery), with or
 * without a path after it. */
const METADATA_PATH = /\/\.well-known\/(oauth-authorization-server|oauth-protected-resource|openid-configuration)(\/|$)/;

/** The refresh token a token request spends, when it is a refresh (the SDK sends its form as
 * URLSearchParams). */
function refreshTokenOf(init: RequestInit | undefined): string | undefined {
  if (init?.method?.toUpperCase() !== 'POST' || !(init.body instanceof URLSearchParams)) return undefined;
  return init.body.get('grant_type') === 'refresh_token' ? (init.body.get('refresh_token') ?? undefined) : undefined;
}

async function checkedMetadata(response: Response): Promise<Response> {
  if (!response.ok) return response;
  const document: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (typeof document === 'object' && document !== null) checkMetadataAddresses(document);
  return response;
}

export function oauthFetch(serverId: string, base: FetchLike, lock: LockRunner = webLock): FetchLike {
  return async (input, init) => {
    const url = checkOAuthUrl(String(input), 'address');
    const spent = refreshTokenOf(init);
    if (spent !== undefined) return refreshOnce(serverId, spent, () => base(input, init), lock);
    const response = await base(input, init);
    return METADATA_PATH.test(url.pathname) ? checkedMetadata(response) : response;
  };
}
