// Part 1 section 5: "Credentials count as valid when required fields are non-empty", and the
// authorisation rule of part 1 section 4 / part 2 section 4.

import { takesOwnCredentials, type BuildMode } from '../../core/providers/desktop-only-credentials';
import type { AccessSettings, ProviderName } from '../../core/types';

type Credentials = Pick<AccessSettings, Exclude<keyof AccessSettings, 'provider' | 'googleSafetySettings'>>;

const REQUIRED_FIELDS: Partial<Record<ProviderName, readonly (keyof Credentials)[]>> = {
  OpenAI: ['openaiApiKey'],
  Azure: ['azureUrl', 'azureApiKey', 'azureApiVersion'],
  Google: ['googleApiKey'],
  Anthropic: ['anthropicApiKey'],
  Baidu: ['baiduApiKey', 'baiduSecretKey'],
  ByteDance: ['bytedanceApiKey'],
  Alibaba: ['alibabaApiKey'],
  Tencent: ['tencentSecretId', 'tencentSecretKey'],
  Moonshot: ['moonshotApiKey'],
  Iflytek: ['iflytekApiKey'],
};

function filled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** False for providers whose keys never authorise a visitor (Stability: it has no chat), and for
 * keys this build cannot use (Baidu's and Tencent's in the web app). */
export function hasValidCredentials(access: AccessSettings, provider: ProviderName, mode: BuildMode): boolean {
  const fields = REQUIRED_FIELDS[provider];
  return fields !== undefined && takesOwnCredentials(provider, mode) && fields.every((field) => filled(access[field]));
}

/** "Authorised if any provider has valid credentials, or access control is off, or an access code
 * is set." The server still checks the code; this only decides whether to show the auth page. */
export function isAuthorized(access: AccessSettings, mode: BuildMode): boolean {
  const providers = Object.keys(REQUIRED_FIELDS) as ProviderName[];
  return providers.some((p) => hasValidCredentials(access, p, mode)) || !access.needCode || filled(access.accessCode);
}
