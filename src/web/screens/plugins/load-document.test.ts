import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentLoadError, loadPluginDocument } from './load-document';

afterEach(() => vi.unstubAllGlobals());

describe('loading a plugin document by address', () => {
  it('asks the server\'s plugin proxy, naming the document\'s origin', async () => {
    const fetchMock = vi.fn(async () => new Response('openapi: 3.0.1'));
    vi.stubGlobal('fetch', fetchMock);
    expect(await loadPluginDocument(' https://api.example.com/v1/openapi.yaml?lang=en ')).toBe('openapi: 3.0.1');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/proxy/v1/openapi.yaml?lang=en',
      expect.objectContaining({ headers: expect.objectContaining({ 'X-Base-URL': 'https://api.example.com' }) }),
    );
  });

  it('says when the server does not fetch for plugins, and refuses what is not an http(s) address', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: true, code: 'plugin_proxy_disabled', message: 'off' }), { status: 403 })));
    await expect(loadPluginDocument('https://api.example.com/openapi.json')).rejects.toMatchObject({ reason: 'proxy_off' });
    await expect(loadPluginDocument('file:///etc/passwd')).rejects.toBeInstanceOf(DocumentLoadError);
    await expect(loadPluginDocument('not a url')).rejects.toMatchObject({ reason: 'failed' });
  });
});
