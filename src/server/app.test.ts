import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultProviderGroups, publicGroups } from '../core/models/groups';
import { clientConfigSchema } from '../core/schemas/server-config';
import { createApp } from './app';
import { loadConfig } from './config';

function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  return root;
}

describe('server app', () => {
  it('answers the health check', async () => {
    const app = createApp({ config: loadConfig({}) });
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('tells the client its configuration without any secret', async () => {
    const app = createApp({
      config: loadConfig({ CODE: 'secret-code', HIDE_USER_API_KEY: '1', CUSTOM_MODELS: '-all,+gpt-4o', DEFAULT_MODEL: 'gpt-4o' }),
    });
    const response = await app.request('/api/config');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      needCode: true,
      hideUserApiKey: true,
      hideBalanceQuery: false,
      disableGPT4: false,
      disableFastLink: false,
      customModels: '-all,+gpt-4o',
      defaultModel: 'gpt-4o',
      groups: publicGroups(defaultProviderGroups()),
      shareEnabled: true,
      updateUrl: '',
      webSearchProviders: [],
    });
    expect(text).not.toContain('secret-code');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers GET /api/config in the shape the browser parses it with, field for field', async () => {
    const environments = [
      {},
      { CODE: 'a,b', HIDE_USER_API_KEY: '1', DISABLE_GPT4: '1', DISABLE_FAST_LINK: '1', HIDE_BALANCE_QUERY: '1' },
      { CUSTOM_MODELS: '-all,+gpt-4o', DEFAULT_MODEL: 'gpt-4o', UPDATE_URL: 'https://updates.example/latest.json' },
      { PROVIDER_GROUPS: JSON.stringify([{ token: 'tok-a' }, { token: 'tok-b', url: 'https://group.example/v1' }]) },
    ];
    for (const env of environments) {
      const json: unknown = await (await createApp({ config: loadConfig(env) }).request('/api/config')).json();
      // Parsed, nothing is left out: every field the server sends is one the schema knows.
      expect(clientConfigSchema.parse(json)).toEqual(json);
    }
  });

  it('names the update source set at run time, and refuses one that is not an http(s) URL', async () => {
    const app = createApp({ config: loadConfig({ UPDATE_URL: 'https://updates.example/polychat/latest.json' }) });
    expect(((await (await app.request('/api/config')).json()) as { updateUrl: string }).updateUrl).toBe('https://updates.example/polychat/latest.json');
    expect(() => loadConfig({ UPDATE_URL: 'ftp://updates.example/latest.json' })).toThrow(/UPDATE_URL/);
  });

  it('tells the client the provider groups but never their tokens nor where they are', async () => {
    const tokens = ['tok-zero-9f1', 'tok-one-3a7', 'ak-two:sk-two-c4e', 'tok-three-77d', 'tok-four-e02', 'tok-five-b58'];
    const app = createApp({
      config: loadConfig({ PROVIDER_GROUPS: JSON.stringify(tokens.map((token, i) => (i === 3 ? { token, url: 'http://10.0.0.7:8080' } : { token }))) }),
    });
    const text = await (await app.request('/api/config')).text();
    for (const token of tokens) expect(text).not.toContain(token);
    expect(text).not.toContain('sk-two');
    expect(text).not.toContain('10.0.0.7');
    expect(text).not.toContain('http');
    const { groups } = clientConfigSchema.parse(JSON.parse(text));
    expect(groups).toHaveLength(6);
    expect(groups.map((group) => group.provider)).toEqual(['moonshot', 'alibaba', 'baidu', 'openai', 'openai', 'openai']);
    expect(groups[3]).toEqual({ provider: 'openai', models: [{ name: 'gpt-4o-mini', displayName: '最快速' }], reachable: true });
    // Whether a group can be used is told; where it is and its token never are.
    for (const group of groups) expect(Object.keys(group).sort()).toEqual(['models', 'provider', 'reachable']);
  });

  it('caches hashed assets for a year and revalidates the page', async () => {
    const app = createApp({ config: loadConfig({}), webRoot: webRoot() });
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await app.request('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends the compressed copy of an asset that the browser accepts, and the plain one otherwise', async () => {
    const root = webRoot();
    const script = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);
    writeFileSync(join(root, 'assets', 'chunk-def456.js'), script);
    writeFileSync(join(root, 'assets', 'chunk-def456.js.br'), brotliCompressSync(script));
    const app = createApp({ config: loadConfig({}), webRoot: root });
    const compressed = await app.request('/assets/chunk-def456.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toContain('Accept-Encoding');
    expect(compressed.headers.get('content-type')).toContain('javascript');
    expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request('/assets/chunk-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const app = createApp({ config: loadConfig({}), webRoot: webRoot() });
    const response = await app.request('/api/nothing-here');
    expect(response.status).toBe(404);
  });
});
