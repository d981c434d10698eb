import { openDB } from 'idb';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { describe, expect, it, vi } from 'vitest';
import { clearAllData } from '../../../stores/backup';
import { DB_NAME } from '../../../stores/db';
import { AUTH_DB_NAME, readServerAuth, updateServerAuth } from './auth-store';
import { BrowserOAuthProvider } from './browser-provider';
import { UnsafeOAuthUrlError } from './safe-url';

let serial = 0;
const nextId = () => `provider-${++serial}`;

const discovery = {
  authorizationServerUrl: 'https://auth.example.com',
  resourceMetadata: { resource: 'https://mcp.example.com/mcp', authorization_servers: ['https://auth.example.com'] },
  authorizationServerMetadata: {
    issuer: 'https://auth.example.com',
    authorization_endpoint: 'https://auth.example.com/auth',
    token_endpoint: 'https://auth.example.com/token',
    response_types_supported: ['code'],
  },
};

describe('BrowserOAuthProvider', () => {
  it('keeps client, tokens and discovery in its own database, not the app’s', async () => {
    const id = nextId();
    const provider = new BrowserOAuthProvider(id);
    await provider.saveClientInformation({ client_id: 'client-1' });
    await provider.saveTokens({ access_token: 'a', token_type: 'Bearer', refresh_token: 'r', expires_in: 60 });
    await provider.saveDiscoveryState(discovery);
    expect(await provider.clientInformation()).toEqual({ client_id: 'client-1' });
    expect(await provider.tokens()).toMatchObject({ access_token: 'a', refresh_token: 'r' });
    expect((await readServerAuth(id)).expiresAt).toBeGreaterThan(Date.now());
    const names = (await indexedDB.databases()).map((db) => db.name);
    expect(names).toContain(AUTH_DB_NAME);
    expect(AUTH_DB_NAME).not.toBe(DB_NAME);
  });

  it('is gone after Clear all data', async () => {
    const id = nextId();
    await new BrowserOAuthProvider(id).saveTokens({ access_token: 'a', token_type: 'Bearer', refresh_token: 'r' });
    await clearAllData();
    expect(await new BrowserOAuthProvider(id).tokens()).toBeUndefined();
  });

  it('reads a damaged record as no sign-in at all', async () => {
    const id = nextId();
    await readServerAuth(id);
    const db = await openDB(AUTH_DB_NAME);
    await db.put('servers', { serverId: id, tokens: { access_token: 42, refresh_token: ['$(rm -rf /)'] } });
    db.close();
    expect(await new BrowserOAuthProvider(id).tokens()).toBeUndefined();
  });

  it('refuses discovery whose addresses are not web addresses, and stores none of it', async () => {
    const id = nextId();
    const provider = new BrowserOAuthProvider(id);
    for (const endpoint of ['javascript:alert(1)', 'file:///etc/passwd', 'https://auth.example.com/`id`']) {
      const poisoned = { ...discovery, authorizationServerMetadata: { ...discovery.authorizationServerMetadata, token_endpoint: endpoint } };
      await expect(provider.saveDiscoveryState(poisoned)).rejects.toBeInstanceOf(UnsafeOAuthUrlError);
    }
    expect((await readServerAuth(id)).discovery).toBeUndefined();
  });

  it('refuses stored discovery that another build let through', async () => {
    const id = nextId();
    await updateServerAuth(id, (record) => ({
      ...record,
      tokens: { access_token: 'a', token_type: 'Bearer' },
      discovery: { ...discovery, authorizationServerUrl: 'javascript:x' },
    }));
    await expect(new BrowserOAuthProvider(id).discoveryState()).rejects.toBeInstanceOf(UnsafeOAuthUrlError);
  });

  it('opens the authorization page only for a sign-in the user asked for, and only a web address', async () => {
    const open = vi.fn();
    const interactive = new BrowserOAuthProvider(nextId(), open);
    expect(() => interactive.redirectToAuthorization(new URL('javascript:alert(1)'))).toThrow(UnsafeOAuthUrlError);
    expect(() => interactive.redirectToAuthorization(new URL('file:///etc/passwd'))).toThrow(UnsafeOAuthUrlError);
    expect(open).not.toHaveBeenCalled();
    interactive.redirectToAuthorization(new URL('https://auth.example.com/auth?client_id=c'));
    expect(open).toHaveBeenCalledWith(new URL('https://auth.example.com/auth?client_id=c'));
  });

  it('a connection’s attempt leaves the pending sign-in’s state and verifier alone', async () => {
    const id = nextId();
    const interactive = new BrowserOAuthProvider(id, vi.fn());
    const state = await interactive.state();
    await interactive.saveCodeVerifier('verifier-of-the-sign-in');
    const connection = new BrowserOAuthProvider(id);
    expect(await connection.state()).not.toBe(state);
    await connection.saveCodeVerifier('another');
    connection.redirectToAuthorization(new URL('https://auth.example.com/auth'));
    expect((await readServerAuth(id)).pending).toEqual({ state, codeVerifier: 'verifier-of-the-sign-in' });
    expect(await interactive.codeVerifier()).toBe('verifier-of-the-sign-in');
  });

  it('a connection without tokens asks for the user’s sign-in before discovering or registering anything', async () => {
    const id = nextId();
    await expect(new BrowserOAuthProvider(id).discoveryState()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(await new BrowserOAuthProvider(id, vi.fn()).discoveryState()).toBeUndefined();
  });

  it('forgets what the SDK says is no longer valid, and nothing else', async () => {
    const id = nextId();
    const provider = new BrowserOAuthProvider(id);
    await provider.saveClientInformation({ client_id: 'c' });
    await provider.saveTokens({ access_token: 'a', token_type: 'Bearer' });
    await provider.invalidateCredentials('tokens');
    expect(await provider.tokens()).toBeUndefined();
    expect(await provider.clientInformation()).toEqual({ client_id: 'c' });
    await provider.invalidateCredentials('all');
    expect(await provider.clientInformation()).toBeUndefined();
  });
});
