import { describe, expect, it } from 'vitest';
import { defaultAccessSettings } from '../defaults';
import type { AccessSettings } from '../types';
import { assertCompleteSettings, chatRoute, missingCredentials, resolveEndpoint, resolveGroupEndpoint } from './endpoint';
import { AZURE_INCOMPLETE_MESSAGE, type IncompleteSettingsError } from './incomplete-settings';

const access = (over: Partial<AccessSettings> = {}): AccessSettings => ({ ...defaultAccessSettings(), ...over });

describe('resolveEndpoint', () => {
  it('sends the web build through our server, with no key of its own', () => {
    expect(resolveEndpoint('openai', access(), 'web')).toEqual({ baseUrl: '/api/openai' });
    const anthropic = resolveEndpoint('anthropic', access(), 'web', './api/');
    expect(anthropic).toMatchObject({ baseUrl: './api/anthropic', apiVersion: '2023-06-01' });
    expect(anthropic.apiKey).toBeUndefined();
  });

  it("goes through our server in the web build, with the user's own key, unless custom config names an endpoint", () => {
    expect(resolveEndpoint('openai', access({ openaiApiKey: 'sk-user' }), 'web')).toEqual({ baseUrl: '/api/openai', apiKey: 'sk-user' });
    // An endpoint without custom config on is not used.
    expect(resolveEndpoint('openai', access({ openaiUrl: 'http://localhost:11434' }), 'web')).toEqual({ baseUrl: '/api/openai' });
  });

  it("calls the user's own endpoint straight from the web build when custom config is on", () => {
    const settings = access({ openaiApiKey: 'sk-user', openaiUrl: ' http://localhost:11434/ ', useCustomConfig: true });
    expect(resolveEndpoint('openai', settings, 'web')).toEqual({ baseUrl: 'http://localhost:11434', apiKey: 'sk-user' });
  });

  it("calls the provider's public URL from the desktop build", () => {
    expect(resolveEndpoint('google', access({ googleApiKey: 'g-key' }), 'desktop')).toMatchObject({
      baseUrl: 'https://generativelanguage.googleapis.com',
      apiKey: 'g-key',
    });
  });

  it("uses the user's custom endpoint in the desktop build when custom config is on", () => {
    const settings = access({ useCustomConfig: true, moonshotUrl: 'http://localhost:11434/', moonshotApiKey: 'k' });
    expect(resolveEndpoint('moonshot', settings, 'desktop')).toEqual({ baseUrl: 'http://localhost:11434', apiKey: 'k' });
    const off = access({ useCustomConfig: false, moonshotUrl: 'http://localhost:11434/' });
    expect(resolveEndpoint('moonshot', off, 'desktop').baseUrl).toBe('https://api.moonshot.cn');
  });

  it('carries the second secrets and versions where a provider has them', () => {
    const settings = access({ tencentSecretId: 'id', tencentSecretKey: 'sk', azureApiKey: 'a', azureApiVersion: '2024-02-01' });
    expect(resolveEndpoint('tencent', settings, 'desktop')).toMatchObject({ secretId: 'id', apiSecret: 'sk' });
    expect(resolveEndpoint('azure', settings, 'web')).toMatchObject({ apiKey: 'a', apiVersion: '2024-02-01' });
  });

  it('reaches a provider group through the server', () => {
    expect(resolveGroupEndpoint(3)).toEqual({ baseUrl: '/api/group/3' });
  });

  it("routes a group model to its group, with the group's wire format", () => {
    const groups = [{ provider: 'moonshot' as const, url: 'https://x', models: [{ name: 'moonshot-v1-8k', displayName: '最有趣' }] }];
    const settings = access({ groups });
    expect(chatRoute({ providerName: 'OpenAI', group: 0 }, settings, 'web')).toEqual({
      providerId: 'moonshot',
      endpoint: { baseUrl: '/api/group/0' },
    });
    // A group the server no longer has falls back to the model's provider.
    expect(chatRoute({ providerName: 'Google', group: 4 }, settings, 'web').providerId).toBe('google');
    expect(chatRoute({ providerName: 'Anthropic' }, settings, 'web').endpoint.baseUrl).toBe('/api/anthropic');
  });
});

describe('missingCredentials: a half-filled provider setup', () => {
  const custom = (over: Partial<AccessSettings>) => access({ useCustomConfig: true, ...over });

  it('asks nothing of a call through our server that carries none of the user’s credentials', () => {
    for (const id of ['openai', 'azure', 'google', 'anthropic', 'bytedance', 'alibaba', 'moonshot', 'iflytek', 'stability'] as const) {
      expect(missingCredentials(id, access(), 'web')).toEqual([]);
    }
  });

  it('names what a custom Azure endpoint lacks: the key and the API version', () => {
    expect(missingCredentials('azure', custom({ azureUrl: 'https://mine.openai.azure.com', azureApiVersion: '' }), 'web')).toEqual(['apiKey', 'apiVersion']);
    expect(missingCredentials('azure', custom({ azureUrl: 'https://mine.openai.azure.com', azureApiKey: 'k' }), 'web')).toEqual([]);
    expect(missingCredentials('azure', access({ azureApiVersion: '' }), 'desktop')).toEqual(['endpoint', 'apiKey', 'apiVersion']);
  });

  it('wants the whole key pair of Baidu and Tencent where the user’s own are used (the desktop app)', () => {
    expect(missingCredentials('baidu', access({ baiduApiKey: 'ak' }), 'desktop')).toEqual(['secretKey']);
    expect(missingCredentials('baidu', access({ baiduSecretKey: 'sk' }), 'desktop')).toEqual(['apiKey']);
    expect(missingCredentials('baidu', access({ baiduApiKey: 'ak', baiduSecretKey: 'sk' }), 'desktop')).toEqual([]);
    expect(missingCredentials('tencent', access({ tencentSecretKey: 'sk' }), 'desktop')).toEqual(['secretId']);
    expect(missingCredentials('tencent', access(), 'desktop')).toEqual(['secretId', 'secretKey']);
    // The web build never sends them: the server's pair is used.
    expect(missingCredentials('baidu', access({ baiduApiKey: 'ak' }), 'web')).toEqual([]);
  });

  it('finishes a set the user began even through our server: iFlytek’s secret without its key', () => {
    expect(missingCredentials('iflytek', access({ iflytekApiSecret: 'secret' }), 'web')).toEqual(['apiKey']);
    expect(missingCredentials('iflytek', access({ iflytekApiKey: 'password' }), 'web')).toEqual([]);
  });

  it('wants the key of a provider called straight, except a custom OpenAI endpoint (a local server takes none)', () => {
    expect(missingCredentials('anthropic', custom({ anthropicUrl: 'https://relay.example' }), 'web')).toEqual(['apiKey']);
    expect(missingCredentials('google', access(), 'desktop')).toEqual(['apiKey']);
    expect(missingCredentials('openai', custom({ openaiUrl: 'http://localhost:11434' }), 'web')).toEqual([]);
    expect(missingCredentials('openai', access(), 'desktop')).toEqual(['apiKey']);
  });

  it('throws the Azure sentence of the spec for Azure, and a named error for the others', () => {
    const azure = custom({ azureUrl: 'https://mine.openai.azure.com', azureApiVersion: '' });
    expect(() => assertCompleteSettings({ providerName: 'Azure' }, azure, 'web')).toThrow(AZURE_INCOMPLETE_MESSAGE);
    try {
      assertCompleteSettings({ providerName: 'Baidu' }, access({ baiduApiKey: 'ak' }), 'desktop');
      expect.unreachable();
    } catch (error) {
      expect((error as IncompleteSettingsError).toEvent()).toEqual({
        type: 'error',
        code: 'provider_incomplete',
        message: 'The Baidu settings are incomplete: secretKey missing',
        incomplete: { provider: 'Baidu', missing: ['secretKey'] },
      });
    }
    // A provider group's call carries the server's token.
    const withGroup = access({ groups: [{ provider: 'azure', models: [], reachable: true }] });
    expect(() => assertCompleteSettings({ providerName: 'Azure', group: 0 }, { ...withGroup, useCustomConfig: true, azureUrl: 'https://x.example', azureApiVersion: '' }, 'web')).not.toThrow();
  });
});
