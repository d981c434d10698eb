// The OAuth client of one MCP server, as the SDK's transports and auth() use it. Its state is in
// the browser's own storage (auth-store.ts). Used by a connection it never opens a window: a server
// that wants the user to sign in is shown as such, and the user's click starts the sign-in
// (sign-in.ts), the one case where the provider is given a window to send to the authorization
// server.

import { UnauthorizedError, type OAuthClientProvider, type OAuthDiscoveryState } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { readServerAuth, updateServerAuth, type ServerAuthRecord } from './auth-store';
import { callbackUrl } from './callback-url';
import { expiresAtOf } from './refresh-once';
import { checkDiscoveredAddresses, checkOAuthUrl } from './safe-url';

/** Bytes of randomness in a sign-in's state (256 bits: unguessable by whoever sees other states). */
const STATE_BYTES = 32;

const randomState = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(STATE_BYTES))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

type CredentialScope = 'all' | 'client' | 'tokens' | 'verifier' | 'discovery';

const without = (record: ServerAuthRecord, scope: CredentialScope): ServerAuthRecord => {
  const { client, tokens, expiresAt, pending, discovery, ...rest } = record;
  const keep = (part: CredentialScope) => scope !== 'all' && scope !== part;
  return {
    ...rest,
    ...(keep('client') ? { client } : {}),
    ...(keep('tokens') ? { tokens, expiresAt } : {}),
    ...(keep('verifier') ? { pending } : {}),
    ...(keep('discovery') ? { discovery } : {}),
  };
};

export class BrowserOAuthProvider implements OAuthClientProvider {
  /** The state of the sign-in this provider started, once it has. */
  startedState: string | undefined;

  /** `openAuthorization` is given only for a sign-in the user asked for. */
  constructor(
    readonly serverId: string,
    private readonly openAuthorization?: (url: URL) => void,
  ) {}

  get redirectUrl(): string {
    return callbackUrl();
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'PolyChat',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      // A page keeps no secret: it proves itself with PKCE.
      token_endpoint_auth_method: 'none',
    };
  }

  private get interactive(): boolean {
    return this.openAuthorization !== undefined;
  }

  async state(): Promise<string> {
    const state = randomState();
    // A connection's attempt never replaces the state and verifier of the sign-in under way.
    if (this.interactive) {
      await updateServerAuth(this.serverId, (record) => ({ ...record, pending: { state } }));
      this.startedState = state;
    }
    return state;
  }

  async clientInformation(): Promise<OAuthClientInformationMixed | undefined> {
    return (await readServerAuth(this.serverId)).client as OAuthClientInformationMixed | undefined;
  }

  async saveClientInformation(client: OAuthClientInformationMixed): Promise<void> {
    await updateServerAuth(this.serverId, (record) => ({ ...record, client }));
  }

  async tokens(): Promise<OAuthTokens | undefined> {
    return (await readServerAuth(this.serverId)).tokens as OAuthTokens | undefined;
  }

  async saveTokens(tokens: OAuthTokens): Promise<void> {
    const expiresAt = expiresAtOf(tokens.expires_in, Date.now());
    await updateServerAuth(this.serverId, (record) => ({ ...record, tokens, expiresAt, refused: false }));
  }

  redirectToAuthorization(authorizationUrl: URL): void {
    const url = checkOAuthUrl(authorizationUrl, 'authorization_endpoint');
    this.openAuthorization?.(url);
  }

  async saveCodeVerifier(codeVerifier: string): Promise<void> {
    if (!this.interactive) return;
    await updateServerAuth(this.serverId, (record) => ({
      ...record,
      pending: { state: record.pending?.state ?? '', codeVerifier },
    }));
  }

  async codeVerifier(): Promise<string> {
    const verifier = (await readServerAuth(this.serverId)).pending?.codeVerifier;
    if (!verifier) throw new Error('No sign-in is under way for this server');
    return verifier;
  }

  async invalidateCredentials(scope: CredentialScope): Promise<void> {
    await updateServerAuth(this.serverId, (record) => without(record, scope));
  }

  async saveDiscoveryState(state: OAuthDiscoveryState): Promise<void> {
    checkDiscoveredAddresses(state);
    await updateServerAuth(this.serverId, (record) => ({ ...record, discovery: { ...state } }));
  }

  /** The first thing auth() asks. A connection with no tokens stops here: only the user's sign-in
   * can get some, so nothing is discovered or registered on the server's mere 401. */
  async discoveryState(): Promise<OAuthDiscoveryState | undefined> {
    const record = await readServerAuth(this.serverId);
    if (!this.interactive && !record.tokens) throw new UnauthorizedError('The server needs a sign-in');
    const discovery = record.discovery as OAuthDiscoveryState | undefined;
    if (discovery) checkDiscoveredAddresses(discovery);
    return discovery;
  }
}
