import { describe, expect, it } from 'vitest';
import { defaultProviderGroups } from '../core/models/groups';
import { ConfigError, loadConfig } from './config';
import { ANONYMOUS_TTL_DAYS } from './store/store-limits';

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
  it('reads UPSTREAM_IDLE_SECONDS, at most the app’s own 60 s limit on a silent stream', () => {
    expect(loadConfig({}).limits.upstreamIdleMs).toBe(60_000);
    expect(loadConfig({ UPSTREAM_IDLE_SECONDS: '20' }).limits.upstreamIdleMs).toBe(20_000);
    expect(() => loadConfig({ UPSTREAM_IDLE_SECONDS: '61' })).toThrow(/UPSTREAM_IDLE_SECONDS: expected a whole number from 1 to 60/);
  });

  it('reads the store settings: files under ./data by default, Redis by URL, an expiry in days', () => {
    expect(loadConfig({})).toMatchObject({ dataDir: './data', redisUrl: '', shareTtlSeconds: ANONYMOUS_TTL_DAYS * 86_400 });
    expect(loadConfig({ CODE: 'alpha' })).toMatchObject({ shareTtlSeconds: undefined });
    expect(loadConfig({ DATA_DIR: '/var/lib/polychat', REDIS_URL: 'rediss://user:pw@cache:6380', SHARE_TTL_DAYS: '30' })).toMatchObject({
      dataDir: '/var/lib/polychat',
      redisUrl: 'rediss://user:pw@cache:6380',
      shareTtlSeconds: 30 * 86_400,
    });
    expect(() => loadConfig({ REDIS_URL: 'http://user:secret@cache' })).toThrow(/REDIS_URL: expected a Redis URL/);
    expect(() => loadConfig({ REDIS_URL: 'http://user:secret@cache' })).not.toThrow(/secret/);
    expect(() => loadConfig({ SHARE_TTL_DAYS: '0' })).toThrow(/SHARE_TTL_DAYS: expected a whole number of days/);
    expect(() => loadConfig({ SHARE_TTL_DAYS: '1.5' })).toThrow(ConfigError);
  });

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

describe('loadConfig: PROVIDER_GROUPS', () => {
  it('gives the six default groups when unset', () => {
    expect(loadConfig({}).groups).toEqual(defaultProviderGroups());
    expect(loadConfig({ PROVIDER_GROUPS: '  ' }).groups).toEqual(defaultProviderGroups());
  });

  it('applies an override: url (normalised), token, provider, models', () => {
    const { groups } = loadConfig({
      PROVIDER_GROUPS: JSON.stringify([
        null,
        { token: 'sk-dashscope-group' },
        { token: 'ak:sk' },
        { url: 'https://relay.example/v1/', token: 'sk-relay', models: [{ name: 'fast-1', displayName: 'Fast' }] },
        { provider: 'anthropic', token: 'sk-ant-group' },
        { url: 'https://med.example/llm/medical-image-analysis-sse' },
      ]),
    });
    const defaults = defaultProviderGroups();
    expect(groups[0]).toEqual(defaults[0]);
    expect(groups[1]).toEqual({ ...defaults[1], token: 'sk-dashscope-group' });
    expect(groups[2]).toMatchObject({ provider: 'baidu', token: 'ak:sk' });
    expect(groups[3]).toEqual({ provider: 'openai', url: 'https://relay.example/v1', token: 'sk-relay', models: [{ name: 'fast-1', displayName: 'Fast' }] });
    expect(groups[4]).toMatchObject({ provider: 'anthropic', url: 'https://api.anthropic.com', token: 'sk-ant-group', models: defaults[4]?.models });
    expect(groups[5]).toMatchObject({ provider: 'openai', url: 'https://med.example/llm/medical-image-analysis-sse' });
  });

  it('refuses JSON that does not parse, naming the variable and never quoting it', () => {
    const load = () => loadConfig({ PROVIDER_GROUPS: '[{"token": sk-leaky}]' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PROVIDER_GROUPS: expected JSON/);
    expect(load).not.toThrow(/sk-leaky/);
  });

  it('refuses a bad field, naming the variable, the group and the field', () => {
    expect(() => loadConfig({ PROVIDER_GROUPS: '[{"tokn": "x"}]' })).toThrow(/PROVIDER_GROUPS: .*0.*tokn/);
    expect(() => loadConfig({ PROVIDER_GROUPS: '[null, {"provider": "openia"}]' })).toThrow(/PROVIDER_GROUPS: .*1\.provider/);
    expect(() => loadConfig({ PROVIDER_GROUPS: '[null, null, null, {"models": [{"name": "m"}]}]' })).toThrow(/PROVIDER_GROUPS: .*3\.models\.0\.displayName/);
    expect(() => loadConfig({ PROVIDER_GROUPS: '{"url": "https://x.example"}' })).toThrow(/PROVIDER_GROUPS: .*\(root\)/);
    expect(() => loadConfig({ PROVIDER_GROUPS: JSON.stringify(new Array(7).fill(null)) })).toThrow(/PROVIDER_GROUPS/);
  });

  it('refuses a url that is not plain http(s), and a pair provider token that is not "<id>:<secret>"', () => {
    expect(() => loadConfig({ PROVIDER_GROUPS: '[{"url": "ftp://x.example"}]' })).toThrow(/PROVIDER_GROUPS: 0\.url: expected an http\(s\) URL/);
    expect(() => loadConfig({ PROVIDER_GROUPS: '[{"url": "https://u:pw-secret@x.example"}]' })).not.toThrow(/pw-secret/);
    const baidu = () => loadConfig({ PROVIDER_GROUPS: '[null, null, {"token": "only-half-secret"}]' });
    expect(baidu).toThrow(/PROVIDER_GROUPS: 2\.token: a baidu group's token is "<id>:<secret>"/);
    expect(baidu).not.toThrow(/only-half-secret/);
  });
});
