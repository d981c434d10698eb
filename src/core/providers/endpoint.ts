import type { AccessSettings, CredentialField, ModelConfig } from '../types';
import type { ProviderEndpoint } from './adapter';
import { PROVIDERS, providerIdOf, type ProviderId } from './catalog';
import { takesOwnCredentials, type BuildMode } from './desktop-only-credentials';
import { IncompleteSettingsError } from './incomplete-settings';

/** The user's own settings for one provider, read from the access settings. */
function userSettings(id: ProviderId, access: AccessSettings): Omit<ProviderEndpoint, 'baseUrl'> & { url: string } {
  switch (id) {
    case 'openai':
      return { url: access.openaiUrl, apiKey: access.openaiApiKey };
    case 'azure':
      return { url: access.azureUrl, apiKey: access.azureApiKey, apiVersion: access.azureApiVersion };
    case 'google':
      return {
        url: access.googleUrl,
        apiKey: access.googleApiKey,
        apiVersion: access.googleApiVersion,
        safetyLevel: access.googleSafetySettings,
      };
    case 'anthropic':
      return { url: access.anthropicUrl, apiKey: access.anthropicApiKey, apiVersion: access.anthropicApiVersion };
    case 'baidu':
      return { url: access.baiduUrl, apiKey: access.baiduApiKey, apiSecret: access.baiduSecretKey };
    case 'bytedance':
      return { url: access.bytedanceUrl, apiKey: access.bytedanceApiKey };
    case 'alibaba':
      return { url: access.alibabaUrl, apiKey: access.alibabaApiKey };
    case 'tencent':
      return { url: access.tencentUrl, secretId: access.tencentSecretId, apiSecret: access.tencentSecretKey };
    case 'moonshot':
      return { url: access.moonshotUrl, apiKey: access.moonshotApiKey };
    case 'iflytek':
      return { url: access.iflytekUrl, apiKey: access.iflytekApiKey, apiSecret: access.iflytekApiSecret };
    case 'stability':
      return { url: access.stabilityUrl, apiKey: access.stabilityApiKey };
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function withoutBlanks(endpoint: ProviderEndpoint): ProviderEndpoint {
  return Object.fromEntries(
    Object.entries(endpoint).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  ) as unknown as ProviderEndpoint;
}

/** Where one call goes. With custom config on and an endpoint of the user's own for the provider,
 * the call goes straight there with the user's key, in both builds: that is how a local Ollama or
 * LM Studio is reached, and our server, never involved, cannot be made a proxy to it. Otherwise the
 * web build goes through our server (/api/<id>), which holds the server's keys (the user's own key
 * rides along when they set one), and the desktop build calls the provider's public address. */
export function resolveEndpoint(id: ProviderId, access: AccessSettings, mode: BuildMode, apiBase = '/api'): ProviderEndpoint {
  if (!takesOwnCredentials(PROVIDERS[id].name, mode)) return { baseUrl: `${trimSlash(apiBase)}/${id}` };
  const { url, ...secrets } = userSettings(id, access);
  const useCustom = access.useCustomConfig && url.trim() !== '';
  const baseUrl = useCustom ? trimSlash(url.trim()) : mode === 'web' ? `${trimSlash(apiBase)}/${id}` : PROVIDERS[id].defaultBaseUrl;
  return withoutBlanks({ baseUrl, ...secrets });
}

/** A provider group is always reached through the server, which holds the group's token. */
export function resolveGroupEndpoint(index: number, apiBase = '/api'): ProviderEndpoint {
  return { baseUrl: `${trimSlash(apiBase)}/group/${index}` };
}

/** Which wire format and which address one chat call uses: the model's provider group when it was
 * picked from one (and the server still has that group), else its provider. */
export function chatRoute(
  config: Pick<ModelConfig, 'providerName' | 'group'>,
  access: AccessSettings,
  mode: BuildMode,
): { providerId: ProviderId; endpoint: ProviderEndpoint } {
  const group = config.group === undefined ? undefined : access.groups[config.group];
  if (config.group !== undefined && group) return { providerId: group.provider, endpoint: resolveGroupEndpoint(config.group) };
  const providerId = providerIdOf(config.providerName);
  return { providerId, endpoint: resolveEndpoint(providerId, access, mode) };
}

type OwnSettings = ReturnType<typeof userSettings>;

/** One credential of a provider's set; an optional one is never missing, but filling it begins the set. */
type Credential = readonly [CredentialField, (own: OwnSettings) => string | undefined, 'optional'?];

/** The credentials each provider's calls carry, as one set: the key, or the key pair. iFlytek's
 * secret is optional: its console also issues one "APIPassword", sent alone as the key. */
const CREDENTIALS: Readonly<Record<ProviderId, readonly Credential[]>> = {
  openai: [['apiKey', (own) => own.apiKey]],
  azure: [['apiKey', (own) => own.apiKey]],
  google: [['apiKey', (own) => own.apiKey]],
  anthropic: [['apiKey', (own) => own.apiKey]],
  baidu: [
    ['apiKey', (own) => own.apiKey],
    ['secretKey', (own) => own.apiSecret],
  ],
  bytedance: [['apiKey', (own) => own.apiKey]],
  alibaba: [['apiKey', (own) => own.apiKey]],
  tencent: [
    ['secretId', (own) => own.secretId],
    ['secretKey', (own) => own.apiSecret],
  ],
  moonshot: [['apiKey', (own) => own.apiKey]],
  iflytek: [
    ['apiKey', (own) => own.apiKey],
    ['apiSecret', (own) => own.apiSecret, 'optional'],
  ],
  stability: [['apiKey', (own) => own.apiKey]],
};

const filled = (value: string | undefined) => value !== undefined && value.trim() !== '';

/** What the user's own settings lack for a call to this provider, in the order of its form. A call
 * through our server needs nothing of them (the server's credentials stand in), but a set the user
 * began must be finished: half of a key pair is never sent. A call straight to the provider (a
 * custom endpoint, or the desktop app) needs the whole set, and Azure also its endpoint and API
 * version. A custom OpenAI endpoint without any key is allowed: that is how a local server (Ollama,
 * LM Studio) that takes none is reached. */
export function missingCredentials(id: ProviderId, access: AccessSettings, mode: BuildMode): CredentialField[] {
  if (!takesOwnCredentials(PROVIDERS[id].name, mode)) return [];
  const own = userSettings(id, access);
  const custom = access.useCustomConfig && filled(own.url);
  const direct = custom || mode === 'desktop';
  const set = CREDENTIALS[id];
  const begun = set.some(([, value]) => filled(value(own)));
  if (!begun && (!direct || (id === 'openai' && custom))) return [];
  const missing = set.filter(([, value, optional]) => !optional && !filled(value(own))).map(([field]) => field);
  if (direct && id === 'azure') {
    if (!custom) missing.unshift('endpoint');
    if (!filled(own.apiVersion)) missing.push('apiVersion');
  }
  return missing;
}

/** Throws IncompleteSettingsError when the call this model makes would go out with half of what
 * its provider needs; a provider group's call carries the server's token and needs nothing. */
export function assertCompleteSettings(config: Pick<ModelConfig, 'providerName' | 'group'>, access: AccessSettings, mode: BuildMode): void {
  if (config.group !== undefined && access.groups[config.group]) return;
  const missing = missingCredentials(providerIdOf(config.providerName), access, mode);
  if (missing.length > 0) throw new IncompleteSettingsError(config.providerName, missing);
}
