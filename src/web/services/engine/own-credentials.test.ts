// @vitest-environment node
// The user's own Baidu and Tencent keys in the desktop app, against the fake providers, which check
// Baidu's tokens and verify Tencent's TC3 signatures as the real services do.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAccessSettings, defaultModelConfig } from '../../../core/defaults';
import { resolveEndpoint } from '../../../core/providers/endpoint';
import { getChatAdapter } from '../../../core/providers/registry';
import { message } from '../../../core/providers/test-input';
import type { ProviderId } from '../../../core/providers/catalog';
import { createFakeProviders } from '../../../../tests/fakes/server.mjs';
import { withOwnCredentials } from './own-credentials';

const keys = { baidu: { apiKey: 'bd-key', secretKey: 'bd-secret' }, tencent: { secretId: 'AKIDuser', secretKey: 'tc-secret' } };
const fake = createFakeProviders({ keys });
let url = '';

beforeAll(async () => {
  ({ url } = await fake.listen());
});
afterAll(() => fake.close());

async function ask(providerId: ProviderId, model: string, access: Partial<ReturnType<typeof defaultAccessSettings>>, mode: 'desktop' | 'web') {
  const endpoint = resolveEndpoint(providerId, { ...defaultAccessSettings(), useCustomConfig: true, ...access }, mode);
  const adapter = getChatAdapter(providerId);
  const config = { ...defaultModelConfig(), model };
  const request = await withOwnCredentials(providerId, endpoint, (authorized) =>
    adapter.buildChatRequest({ messages: [message('user', 'hello')], config, stream: false, endpoint: authorized }),
  );
  return { request, response: await fetch(request.url, { method: request.method, headers: request.headers, body: request.body }) };
}

describe('own Baidu and Tencent keys in the desktop app', () => {
  it('trades the Baidu key pair for a token once, and the chat call carries it', async () => {
    const access = { baiduUrl: `${url}/baidu`, baiduApiKey: 'bd-key', baiduSecretKey: 'bd-secret' };
    const first = await ask('baidu', 'ernie-4.0-8k', access, 'desktop');
    expect(first.response.status).toBe(200);
    expect(new URL(first.request.url).searchParams.get('access_token')).toBeTruthy();
    const tokenCalls = () => fake.requests.filter((entry) => String(entry.path).includes('oauth/2.0/token')).length;
    const before = tokenCalls();
    expect((await ask('baidu', 'ernie-4.0-8k', access, 'desktop')).response.status).toBe(200);
    expect(tokenCalls()).toBe(before);
  });

  it('fails as unauthorised when Baidu refuses the pair', async () => {
    await expect(ask('baidu', 'ernie-4.0-8k', { baiduUrl: `${url}/baidu`, baiduApiKey: 'bd-key', baiduSecretKey: 'wrong' }, 'desktop')).rejects.toMatchObject({ name: 'BaiduTokenError' });
  });

  it('signs Tencent calls with the user’s pair so that the service accepts them', async () => {
    const access = { tencentUrl: `${url}/tencent`, tencentSecretId: 'AKIDuser', tencentSecretKey: 'tc-secret' };
    const signed = await ask('tencent', 'hunyuan-lite', access, 'desktop');
    expect(signed.request.headers.Authorization).toMatch(/^TC3-HMAC-SHA256 Credential=AKIDuser\//);
    expect(signed.response.status).toBe(200);
    expect(JSON.stringify(await signed.response.json())).not.toMatch(/AuthFailure/);
    const wrong = await ask('tencent', 'hunyuan-lite', { ...access, tencentSecretKey: 'not-it' }, 'desktop');
    expect(JSON.stringify(await wrong.response.json())).toMatch(/AuthFailure/);
  });

  it('leaves both to the server in the web app, whatever the settings hold', () => {
    const access = { ...defaultAccessSettings(), useCustomConfig: true, baiduUrl: 'https://x', baiduApiKey: 'k', baiduSecretKey: 's', tencentSecretId: 'i', tencentSecretKey: 's' };
    expect(resolveEndpoint('baidu', access, 'web')).toEqual({ baseUrl: '/api/baidu' });
    expect(resolveEndpoint('tencent', access, 'web')).toEqual({ baseUrl: '/api/tencent' });
  });
});
