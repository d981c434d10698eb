import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.accessCodes).toEqual([]);
    expect(config.hideUserApiKey).toBe(false);
  });

  it('splits CODE on commas and drops blanks', () => {
    expect(loadConfig({ CODE: ' a1, ,b2 ,' }).accessCodes).toEqual(['a1', 'b2']);
  });

  it('reads boolean flags', () => {
    const config = loadConfig({ HIDE_USER_API_KEY: '1', DISABLE_GPT4: 'true', DISABLE_FAST_LINK: 'off' });
    expect(config.hideUserApiKey).toBe(true);
    expect(config.disableGPT4).toBe(true);
    expect(config.disableFastLink).toBe(false);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: expected a port number/);
    expect(() => loadConfig({ DISABLE_GPT4: 'maybe' })).toThrow(/DISABLE_GPT4: expected a boolean/);
  });
});

describe('loadConfig: providers', () => {
  it('uses the catalog default URLs and no keys by default', () => {
    const { upstreams } = loadConfig({});
    expect(upstreams.openai).toEqual({ baseUrl: 'https://api.openai.com', apiKeys: [], secret: '', apiVersion: '' });
    expect(upstreams.azure.baseUrl).toBe('');
    expect(upstreams.azure.apiVersion).toBe('2023-08-01-preview');
    expect(upstreams.anthropic.apiVersion).toBe('2023-06-01');
  });

  it('reads keys, secrets, URLs and versions', () => {
    const { upstreams } = loadConfig({
      OPENAI_API_KEY: 'sk-a, sk-b',
      BASE_URL: 'http://localhost:11434/',
      AZURE_URL: 'https://res.openai.azure.com/openai',
      AZURE_API_VERSION: '2024-10-21',
      BAIDU_API_KEY: 'ak',
      BAIDU_SECRET_KEY: 'sk',
      TENCENT_SECRET_ID: 'id',
      TENCENT_SECRET_KEY: 'key',
      IFLYTEK_API_KEY: 'k',
      IFLYTEK_API_SECRET: 's',
    });
    expect(upstreams.openai).toMatchObject({ baseUrl: 'http://localhost:11434', apiKeys: ['sk-a', 'sk-b'] });
    expect(upstreams.azure).toMatchObject({ baseUrl: 'https://res.openai.azure.com', apiVersion: '2024-10-21' });
    expect(upstreams.baidu).toMatchObject({ apiKeys: ['ak'], secret: 'sk' });
    expect(upstreams.tencent).toMatchObject({ apiKeys: ['id'], secret: 'key' });
    expect(upstreams.iflytek).toMatchObject({ apiKeys: ['k'], secret: 's' });
  });

  it('refuses URLs that are not plain http(s) and names the variable', () => {
    expect(() => loadConfig({ BASE_URL: 'api.openai.com' })).toThrow(/BASE_URL: expected an http\(s\) URL/);
    expect(() => loadConfig({ GOOGLE_URL: 'ftp://x.example' })).toThrow(/GOOGLE_URL: expected an http\(s\) URL, got the scheme "ftp:"/);
    expect(() => loadConfig({ ANTHROPIC_URL: 'https://user:pw@x.example' })).toThrow(/ANTHROPIC_URL: must not contain a user name/);
    expect(() => loadConfig({ ANTHROPIC_URL: 'https://user:pw@x.example' })).not.toThrow(/pw/);
    expect(() => loadConfig({ MOONSHOT_URL: 'https://x.example/?a=1' })).toThrow(/MOONSHOT_URL: must not contain a query/);
  });

  it('refuses half of a key pair without echoing the half that was given', () => {
    expect(() => loadConfig({ BAIDU_API_KEY: 'ak-secret' })).toThrow(/BAIDU_SECRET_KEY: must be set together with BAIDU_API_KEY/);
    expect(() => loadConfig({ BAIDU_API_KEY: 'ak-secret' })).not.toThrow(/ak-secret/);
    expect(() => loadConfig({ TENCENT_SECRET_KEY: 'k' })).toThrow(/TENCENT_SECRET_ID/);
  });

  it('refuses a malformed API version', () => {
    expect(() => loadConfig({ ANTHROPIC_API_VERSION: '2023 06 01' })).toThrow(/ANTHROPIC_API_VERSION: expected a version/);
  });
});
