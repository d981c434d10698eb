// The user's own Baidu and Tencent keys, in the desktop app (core/providers/desktop-only-credentials.ts,
// DESKTOP_ONLY_CREDENTIALS): a Baidu call first trades the key pair for a token, a Tencent call is
// signed. Elsewhere the endpoint carries no such pair and requests pass as they are built.

import type { ProviderEndpoint, ProviderRequest } from '../../../core/providers/adapter';
import { createBaiduTokenSource } from '../../../core/providers/baidu-token';
import type { ProviderId } from '../../../core/providers/catalog';
import { signTencentChatRequest } from '../../../core/providers/tencent';
import { pageFetch } from '../http/page-call-out';

const baiduTokens = createBaiduTokenSource(pageFetch);

/** The request for one call, with what the user's own credentials add to it. */
export async function withOwnCredentials(providerId: ProviderId, endpoint: ProviderEndpoint, build: (endpoint: ProviderEndpoint) => ProviderRequest): Promise<ProviderRequest> {
  if (providerId === 'baidu' && endpoint.apiKey && endpoint.apiSecret && !endpoint.accessToken) {
    const accessToken = await baiduTokens.get(endpoint.baseUrl, endpoint.apiKey, endpoint.apiSecret);
    return build({ ...endpoint, accessToken });
  }
  const request = build(endpoint);
  if (providerId === 'tencent' && endpoint.secretId && endpoint.apiSecret) {
    return signTencentChatRequest(request, endpoint.secretId, endpoint.apiSecret, Math.floor(Date.now() / 1000));
  }
  return request;
}
