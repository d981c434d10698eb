import { describe, expect, it } from 'vitest';
import { defaultAccessSettings } from '../defaults';
import type { AccessSettings } from '../types';
import { chatRoute, resolveEndpoint, resolveGroupEndpoint } from './endpoint';

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
