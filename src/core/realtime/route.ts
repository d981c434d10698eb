// Where a call connects: straight to the provider with the user's own key, or through the server's
// relay (REALTIME_RELAY_PATH), which holds the server's key, with the access code as a subprotocol.

import {
  AZURE_REALTIME_API_VERSION,
  OPENAI_KEY_SUBPROTOCOL_PREFIX,
  REALTIME_CODE_SUBPROTOCOL_PREFIX,
  REALTIME_MODEL_PARAM,
  REALTIME_PROVIDER_PARAM,
  REALTIME_RELAY_PATH,
  REALTIME_SUBPROTOCOL,
} from '../constants/realtime';
import { PROVIDERS } from '../providers/catalog';
import type { BuildMode } from '../providers/desktop-only-credentials';
import type { AccessSettings, ProviderName } from '../types';
import type { RealtimeDialect } from './events';

export interface RealtimeRoute {
  url: string;
  protocols: string[];
  dialect: RealtimeDialect;
  /** The user's own key is used (the server is not involved). */
  direct: boolean;
}

const trimSlash = (url: string) => url.trim().replace(/\/+$/, '');

/** http(s)://… → ws(s)://… */
function socketBase(httpUrl: string): string {
  return trimSlash(httpUrl).replace(/^http(s?):\/\//i, (_, secure: string) => `ws${secure}://`);
}

/** base64url of the UTF-8 bytes, without padding: every character is one a subprotocol may hold. */
export function encodeSubprotocolValue(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeSubprotocolValue(value: string): string | undefined {
  if (!/^[\w-]*$/.test(value)) return undefined;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** The server's realtime relay, on the page's own origin. */
function relayRoute(provider: 'openai' | 'azure', model: string, accessCode: string, pageOrigin: string): RealtimeRoute {
  const query = new URLSearchParams({ [REALTIME_PROVIDER_PARAM]: provider, [REALTIME_MODEL_PARAM]: model });
  const code = accessCode.trim();
  return {
    url: `${socketBase(pageOrigin)}${REALTIME_RELAY_PATH}?${query}`,
    protocols: code ? [REALTIME_SUBPROTOCOL, REALTIME_CODE_SUBPROTOCOL_PREFIX + encodeSubprotocolValue(code)] : [REALTIME_SUBPROTOCOL],
    dialect: provider === 'azure' ? 'preview' : 'ga',
    direct: false,
  };
}

/** OpenAI's endpoint takes a browser's key as a subprotocol; Azure's only in the query (as its own
 * SDK does in a browser): a connection to the user's own Azure resource, never to our server. */
export function realtimeRoute(
  provider: ProviderName,
  model: string,
  access: AccessSettings,
  mode: BuildMode,
  pageOrigin: string,
): RealtimeRoute | undefined {
  if (provider === 'OpenAI') {
    const key = access.openaiApiKey.trim();
    if (!key) return mode === 'web' ? relayRoute('openai', model, access.accessCode, pageOrigin) : undefined;
    const base = access.useCustomConfig && access.openaiUrl.trim() ? access.openaiUrl : PROVIDERS.openai.defaultBaseUrl;
    return {
      url: `${socketBase(base)}/v1/realtime?${new URLSearchParams({ model })}`,
      protocols: [REALTIME_SUBPROTOCOL, OPENAI_KEY_SUBPROTOCOL_PREFIX + key],
      dialect: 'ga',
      direct: true,
    };
  }
  if (provider === 'Azure') {
    const key = access.azureApiKey.trim();
    const resource = trimSlash(access.azureUrl).replace(/\/openai$/, '');
    if (!key || !resource) return mode === 'web' ? relayRoute('azure', model, access.accessCode, pageOrigin) : undefined;
    const query = new URLSearchParams({ 'api-version': AZURE_REALTIME_API_VERSION, deployment: model, 'api-key': key });
    return { url: `${socketBase(resource)}/openai/realtime?${query}`, protocols: [REALTIME_SUBPROTOCOL], dialect: 'preview', direct: true };
  }
  return undefined;
}
