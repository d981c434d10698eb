// How one allowed call becomes the request to the provider: which of the client's headers survive,
// whether the client brought its own credential, and how the server's own key is added when not.
// The outgoing headers are built from an allowlist, so cookies, Host, X-Forwarded-*, the access code
// and anything else the browser sent never leave the server.

import type { ProviderGroup } from '../core/models/groups';
import type { ProviderId } from '../core/providers/catalog';
import { signTencentRequest } from '../core/providers/tencent-signature';
import { bearerOf, isAccessCodeBearer } from './access';
import type { BaiduTokenSource } from '../core/providers/baidu-token';
import type { UpstreamConfig } from './config';
import { PAIRED_TOKEN_PROVIDERS, azureBase } from './config-fields';

/** Headers passed through from the client, besides authentication. */
const COMMON_HEADERS = ['content-type', 'accept'];
const EXTRA_HEADERS: Partial<Record<ProviderId, readonly string[]>> = {
  openai: ['openai-organization', 'openai-project'],
  anthropic: ['anthropic-version', 'anthropic-beta'],
  alibaba: ['x-dashscope-sse'],
  stability: ['stability-client-id', 'stability-client-user-id', 'stability-client-version'],
};
/** Only forwarded with a client's own TC3 signature, which covers them. */
const TENCENT_SIGNED_HEADERS = ['x-tc-action', 'x-tc-version', 'x-tc-timestamp', 'x-tc-region'];

const TENCENT_ACTION = 'ChatCompletions';
const TENCENT_VERSION = '2023-09-01';
const TC3_PREFIX = 'TC3-HMAC-SHA256 ';

/** Held whole when it must be read or signed, streamed through otherwise. */
type UpstreamBody = Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;

export interface IncomingCall {
  id: ProviderId;
  /** The allowed upstream path, no leading slash. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  method: 'GET' | 'POST';
  body?: UpstreamBody;
}

export interface UpstreamRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: UpstreamBody;
}

export class UpstreamSetupError extends Error {
  override name = 'UpstreamSetupError';
  constructor(
    readonly status: 403 | 503,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A bearer value that is not an access code is the user's own key. */
function userBearer(headers: Headers): string | undefined {
  const bearer = bearerOf(headers);
  return bearer && !isAccessCodeBearer(bearer) ? bearer : undefined;
}

/** Whether the client brought a credential of its own for this provider. */
export function hasUserCredential(id: ProviderId, headers: Headers, query: URLSearchParams): boolean {
  switch (id) {
    case 'azure':
      return Boolean(headers.get('api-key') || userBearer(headers));
    case 'anthropic':
      return Boolean(headers.get('x-api-key') || userBearer(headers));
    case 'google':
      return Boolean(headers.get('x-goog-api-key') || query.get('key') || userBearer(headers));
    case 'baidu':
      return Boolean(query.get('access_token') || (query.get('client_id') && query.get('client_secret')));
    case 'tencent':
      return (headers.get('authorization') ?? '').startsWith(TC3_PREFIX);
    default:
      return Boolean(userBearer(headers));
  }
}

function pick(keys: readonly string[]): string | undefined {
  return keys[Math.floor(Math.random() * keys.length)];
}

function copyHeaders(id: ProviderId, from: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of [...COMMON_HEADERS, ...(EXTRA_HEADERS[id] ?? [])]) {
    const value = from.get(name);
    if (value !== null) out[name] = value;
  }
  // Compressed upstream bodies would be decoded and re-chunked by fetch; identity keeps each
  // streamed event flowing through the moment it arrives.
  out['accept-encoding'] = 'identity';
  return out;
}

/** The client's own credential, moved into the header the provider reads. */
function userAuth(id: ProviderId, call: IncomingCall, headers: Record<string, string>, query: URLSearchParams): void {
  const bearer = userBearer(call.headers);
  switch (id) {
    case 'azure': {
      const key = call.headers.get('api-key');
      if (key) headers['api-key'] = key;
      else if (bearer) headers.authorization = `Bearer ${bearer}`;
      return;
    }
    case 'anthropic':
      headers['x-api-key'] = call.headers.get('x-api-key') ?? bearer ?? '';
      return;
    case 'google':
      headers['x-goog-api-key'] = call.headers.get('x-goog-api-key') ?? call.query.get('key') ?? bearer ?? '';
      query.delete('key');
      return;
    case 'baidu':
      return; // its credential is already in the query
    case 'tencent':
      headers.authorization = call.headers.get('authorization') ?? '';
      for (const name of TENCENT_SIGNED_HEADERS) {
        const value = call.headers.get(name);
        if (value !== null) headers[name] = value;
      }
      return;
    default:
      if (bearer) headers.authorization = `Bearer ${bearer}`;
  }
}

async function serverAuth(
  call: IncomingCall,
  upstream: UpstreamConfig,
  headers: Record<string, string>,
  query: URLSearchParams,
  baiduTokens: BaiduTokenSource,
): Promise<void> {
  const key = pick(upstream.apiKeys);
  switch (call.id) {
    case 'azure':
      if (key) headers['api-key'] = key;
      return;
    case 'anthropic':
      if (key) headers['x-api-key'] = key;
      return;
    case 'google':
      if (key) headers['x-goog-api-key'] = key;
      return;
    case 'iflytek':
      if (key) headers.authorization = `Bearer ${upstream.secret ? `${key}:${upstream.secret}` : key}`;
      return;
    case 'baidu': {
      if (call.path.startsWith('oauth/')) {
        // The server's token must never be handed to a client.
        throw new UpstreamSetupError(403, 'forbidden', 'The server obtains Baidu access tokens itself; send your own client_id and client_secret to get one');
      }
      if (!key || !upstream.secret) throw noServerKey('BAIDU_API_KEY and BAIDU_SECRET_KEY');
      query.set('access_token', await baiduTokens.get(upstream.baseUrl, key, upstream.secret));
      return;
    }
    case 'tencent': {
      if (!key || !upstream.secret) throw noServerKey('TENCENT_SECRET_ID and TENCENT_SECRET_KEY');
      const signed = await signTencentRequest({
        secretId: key,
        secretKey: upstream.secret,
        body: call.body instanceof Uint8Array ? new TextDecoder().decode(call.body) : '',
        timestamp: Math.floor(Date.now() / 1000),
        host: new URL(upstream.baseUrl).host,
        action: TENCENT_ACTION,
        version: TENCENT_VERSION,
      });
      for (const [name, value] of Object.entries(signed)) {
        // fetch sets Host from the URL, which is what was signed.
        if (name.toLowerCase() !== 'host') headers[name.toLowerCase()] = value;
      }
      return;
    }
    default:
      if (key) headers.authorization = `Bearer ${key}`;
  }
}

function noServerKey(variables: string): UpstreamSetupError {
  return new UpstreamSetupError(503, 'not_configured', `The server has no ${variables}; enter your own key in settings`);
}

/** Builds the provider request for an allowed call; throws UpstreamSetupError when it cannot. */
/** The query parameters each provider's paths use. Anything else stays here: a client must not
 * slip a credential (`?api_key=`, `?access_token=`) or an option past the server's rules. */
const FORWARDED_QUERY: Record<ProviderId, readonly string[]> = {
  openai: ['start_date', 'end_date'],
  azure: ['api-version'],
  google: ['alt', 'key'],
  anthropic: [],
  baidu: ['access_token', 'grant_type', 'client_id', 'client_secret'],
  bytedance: [],
  alibaba: [],
  tencent: [],
  moonshot: [],
  iflytek: [],
  stability: [],
};

function forwardedQuery(id: ProviderId, query: URLSearchParams): URLSearchParams {
  const allowed = FORWARDED_QUERY[id];
  return new URLSearchParams([...query].filter(([name]) => allowed.includes(name)));
}

export async function buildUpstreamRequest(
  call: IncomingCall,
  upstream: UpstreamConfig,
  baiduTokens: BaiduTokenSource,
): Promise<UpstreamRequest> {
  if (!upstream.baseUrl) {
    throw new UpstreamSetupError(503, 'not_configured', `The server has no upstream URL for ${call.id}`);
  }
  const query = forwardedQuery(call.id, call.query);
  const headers = copyHeaders(call.id, call.headers);
  if (hasUserCredential(call.id, call.headers, call.query)) userAuth(call.id, call, headers, query);
  else await serverAuth(call, upstream, headers, query, baiduTokens);
  // Deployment URLs need an api-version; the newer openai/v1 surface works without one.
  if (call.id === 'azure' && call.path.startsWith('openai/deployments/') && !query.has('api-version')) {
    query.set('api-version', upstream.apiVersion);
  }
  if (call.id === 'anthropic' && !headers['anthropic-version']) headers['anthropic-version'] = upstream.apiVersion;
  const search = query.toString();
  return {
    url: `${upstream.baseUrl}/${call.path}${search ? `?${search}` : ''}`,
    method: call.method,
    headers,
    body: call.body,
  };
}

/** A provider group as an upstream of its provider: its url, and its token as that provider's
 * server key (split into key and secret where the provider needs a pair). The version comes from
 * the provider's own configuration. A url that is not absolute (the medical group's default server
 * path) gives no base URL: the group is not reachable until the administrator sets one. */
export function groupUpstream(group: ProviderGroup, providerUpstream: UpstreamConfig): UpstreamConfig {
  const absolute = /^https?:\/\//i.test(group.url);
  const trimmed = group.url.replace(/\/+$/, '');
  const baseUrl = !absolute ? '' : group.provider === 'azure' ? azureBase(trimmed) : trimmed;
  const split = PAIRED_TOKEN_PROVIDERS.has(group.provider) ? group.token.indexOf(':') : -1;
  const key = split >= 0 ? group.token.slice(0, split) : group.token;
  const secret = split >= 0 ? group.token.slice(split + 1) : '';
  return { baseUrl, apiKeys: key ? [key] : [], secret, apiVersion: providerUpstream.apiVersion };
}
