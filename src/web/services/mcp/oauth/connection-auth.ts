// What a connection to an MCP server carries for OAuth: the server's provider (which never opens a
// window; a 401 leaves the server waiting for the user's sign-in) and the checked, refresh-once
// fetch. Only a server at an address OAuth may follow (https, or http on this computer) gets them:
// a sign-in's tokens are never sent in the clear across a network.

import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { BrowserOAuthProvider } from './browser-provider';
import { oauthFetch } from './oauth-fetch';
import { checkOAuthUrl } from './safe-url';

export interface ConnectionAuth {
  authProvider?: OAuthClientProvider;
  fetch: FetchLike;
}

export function connectionAuth(server: { id: string; url: string }, fetch: FetchLike): ConnectionAuth {
  try {
    checkOAuthUrl(server.url, 'server');
  } catch {
    return { fetch };
  }
  return { authProvider: new BrowserOAuthProvider(server.id), fetch: oauthFetch(server.id, fetch) };
}
