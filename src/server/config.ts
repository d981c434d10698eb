import { z } from 'zod';
import type { WebSearchProvider } from '../core/schemas/web-search';
import { ANTHROPIC_API_VERSION, AZURE_API_VERSION } from '../core/constants/providers';
import type { ProviderGroup } from '../core/models/groups';
import { PROVIDERS, type ProviderId } from '../core/providers/catalog';
import { azureBase, count, days, deploymentMap, flag, hops, hostList, list, port, providerGroups, redisUrl, text, url, version, wholeNumber } from './config-fields';
import { DEFAULT_CHAT_MODEL } from '../core/constants/models';
import { applyCustomModels, availableModels, builtinModels } from '../core/models';
import { isGpt4Family } from '../core/models/rules';
import { splitModelProvider } from '../core/models/custom-syntax';
import { DEFAULT_LIMITS, UPSTREAM_IDLE_TIMEOUT_MS, type ServerLimits } from './limits';
import { IPV4_BITS, IPV6_BITS } from './client-network';
import { ANONYMOUS_TTL_DAYS, DEFAULT_STORE_LIMITS, STORE_MAX_UNIT_BYTES, type StoreLimits } from './store/store-limits';

/** WHITE_WEBDAV_ENDPOINTS: comma separated, each item checked like an upstream URL and given back in
 * the same form (origin and path, no trailing slash). Messages name the item by position and never
 * quote it: a URL may carry a password. */
const urlList = list.transform((items, ctx) => {
  const checked = items.map((item, index) => {
    const parsed = url.safeParse(item);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: `item ${index + 1}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}` });
    return '';
  });
  return checked.includes('') ? z.NEVER : checked;
});

/** The reserve may not take the whole server: some places stay open to every client. */
const MAX_RESERVE_PERCENT = 90;
/** Wider networks than these would put whole providers' customers behind one count. */
const MIN_IPV4_PREFIX = 8;
const MIN_IPV6_PREFIX = 16;

const envSchema = z.object({
  PORT: port,
  HOSTNAME: text,
  CODE: list,
  HIDE_USER_API_KEY: flag,
  HIDE_BALANCE_QUERY: flag,
  DISABLE_GPT4: flag,
  DISABLE_FAST_LINK: flag,
  CUSTOM_MODELS: text,
  DEFAULT_MODEL: text,
  TRUST_PROXY: hops,
  MAX_IN_FLIGHT: count(DEFAULT_LIMITS.maxInFlight),
  MAX_IN_FLIGHT_PER_CLIENT: count(DEFAULT_LIMITS.maxInFlightPerClient),
  IN_FLIGHT_RESERVE_PERCENT: wholeNumber(DEFAULT_LIMITS.inFlightReservePercent, 0, MAX_RESERVE_PERCENT),
  IN_FLIGHT_LIGHT_CLIENT: count(DEFAULT_LIMITS.inFlightLightClient),
  CLIENT_PREFIX_IPV4: wholeNumber(DEFAULT_LIMITS.ipv4PrefixLength, MIN_IPV4_PREFIX, IPV4_BITS),
  CLIENT_PREFIX_IPV6: wholeNumber(DEFAULT_LIMITS.ipv6PrefixLength, MIN_IPV6_PREFIX, IPV6_BITS),
  BODY_IDLE_SECONDS: count(DEFAULT_LIMITS.bodyIdleMs / 1000),
  BODY_MIN_BYTES_PER_SECOND: count(DEFAULT_LIMITS.bodyMinBytesPerSecond),
  SHUTDOWN_GRACE_SECONDS: count(DEFAULT_LIMITS.shutdownGraceMs / 1000),
  UPSTREAM_IDLE_SECONDS: count(DEFAULT_LIMITS.upstreamIdleMs / 1000, UPSTREAM_IDLE_TIMEOUT_MS / 1000),
  PLUGIN_PROXY_HOSTS: list,
  WHITE_WEBDAV_ENDPOINTS: urlList,
  MCP_ALLOWED_HOSTS: hostList,
  WEB_FETCH_ALLOWED_HOSTS: hostList,
  UPDATE_URL: url,

  SEARXNG_URL: url,
  TAVILY_API_KEY: text,
  TAVILY_URL: url,
  BRAVE_SEARCH_API_KEY: text,
  BRAVE_SEARCH_URL: url,
  EXA_API_KEY: text,
  EXA_URL: url,
  SERPER_API_KEY: text,
  SERPER_URL: url,

  OPENAI_API_KEY: list,
  BASE_URL: url,
  AZURE_URL: url,
  AZURE_API_KEY: text,
  AZURE_API_VERSION: version(AZURE_API_VERSION),
  AZURE_DEPLOYMENTS: deploymentMap,
  GOOGLE_API_KEY: text,
  GOOGLE_URL: url,
  ANTHROPIC_API_KEY: text,
  ANTHROPIC_URL: url,
  ANTHROPIC_API_VERSION: version(ANTHROPIC_API_VERSION),
  BAIDU_API_KEY: text,
  BAIDU_SECRET_KEY: text,
  BAIDU_URL: url,
  BYTEDANCE_API_KEY: text,
  BYTEDANCE_URL: url,
  ALIBABA_API_KEY: text,
  ALIBABA_URL: url,
  TENCENT_SECRET_ID: text,
  TENCENT_SECRET_KEY: text,
  TENCENT_URL: url,
  MOONSHOT_API_KEY: text,
  MOONSHOT_URL: url,
  IFLYTEK_API_KEY: text,
  IFLYTEK_API_SECRET: text,
  IFLYTEK_URL: url,
  STABILITY_API_KEY: text,
  STABILITY_URL: url,

  PROVIDER_GROUPS: providerGroups,

  SHARE_URL: url,
  SHARE_LINK_BASE: url,
  SHARE_TTL_DAYS: days,
  DATA_DIR: text.transform((value) => value || './data'),
  REDIS_URL: redisUrl,
  STORE_MAX_MB: count(DEFAULT_STORE_LIMITS.maxBytes / STORE_MAX_UNIT_BYTES),
  STORE_WRITES_PER_HOUR: count(DEFAULT_STORE_LIMITS.writesPerHour),
});
type Env = z.infer<typeof envSchema>;

/** How the server reaches one provider and with which of its own credentials. */
export interface UpstreamConfig {
  /** Without trailing slash; '' when neither the environment nor the catalog gives one (Azure). */
  baseUrl: string;
  /** The server's keys; one is picked per request. Baidu: API key; Tencent: secret id. */
  apiKeys: string[];
  /** The second secret where the provider has one: Baidu secret key, Tencent secret key, iFlytek API secret. */
  secret: string;
  /** Azure api-version query, Anthropic anthropic-version header; '' where unused. */
  apiVersion: string;
}

export type ServerConfig = {
  port: number;
  hostname: string;
  accessCodes: string[];
  hideUserApiKey: boolean;
  hideBalanceQuery: boolean;
  disableGPT4: boolean;
  disableFastLink: boolean;
  customModels: string;
  defaultModel: string;
  /** How many reverse proxies in front append to X-Forwarded-For: the client address is taken that
   * many entries from its right. 0: the socket's address, the header is ignored. */
  trustProxy: number;
  limits: ServerLimits;
  /** Host names (lower case) the plugin proxy may reach; empty = any public host, and then only
   * with access control on. */
  pluginProxyHosts: string[];
  /** Sync endpoints (WebDAV and Upstash) the administrator trusts, as URLs without trailing slash:
   * an endpoint under one of them may be private or loopback (a NAS on the LAN). */
  whiteWebdavEndpoints: string[];
  /** Hosts ("host" or "host:port", as a parsed URL writes them) the MCP relay may reach even on a
   * private or loopback address: an MCP server the administrator runs on the LAN. */
  mcpAllowedHosts: string[];
  /** Hosts ("host" or "host:port") the page reader may reach even on a private or loopback address:
   * an intranet's pages. Every other page must be on a public address. */
  webFetchAllowedHosts: string[];
  /** How the server searches the web with each service: where (the service's own address when '',
   * and for SearXNG no instance at all) and with which key ('' when the server has none). */
  webSearch: Record<WebSearchProvider, WebSearchUpstream>;
  /** Where the browser reads the latest released version for Settings; '' when no one said. */
  updateUrl: string;
  upstreams: Record<ProviderId, UpstreamConfig>;
  /** AZURE_DEPLOYMENTS: the model behind each Azure deployment name. */
  azureDeployments: ReadonlyMap<string, string>;
  /** What the administrator should know at start-up (a setting replaced), one line each. */
  notices: string[];
  /** The six provider groups (index 0 to 5), tokens included: only publicGroups() of them may
   * reach a client. */
  groups: ProviderGroup[];
  /** The conversation sharing service (ShareGPT-compatible): where POST /api/share forwards to, and
   * the base that the returned id is appended to for the link. Null when not configured. */
  share: { url: string; linkBase: string } | null;
  /** How long shared artifacts and chats are kept, in seconds; undefined keeps them. SHARE_TTL_DAYS,
   * or ANONYMOUS_TTL_DAYS when there is no access code (anyone can keep things then). */
  shareTtlSeconds: number | undefined;
  /** How much the server's store holds, and how fast one network may fill it. */
  storeLimits: StoreLimits;
  /** Where the server's store keeps its files when there is no Redis. */
  dataDir: string;
  /** The shared store of several instances; '' for the file store. */
  redisUrl: string;
};

interface WebSearchUpstream {
  url: string;
  key: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function upstream(id: ProviderId, envUrl: string, apiKey: string | string[], secret = '', apiVersion = ''): UpstreamConfig {
  const apiKeys = (Array.isArray(apiKey) ? apiKey : [apiKey]).filter((key) => key !== '');
  return { baseUrl: envUrl || PROVIDERS[id].defaultBaseUrl, apiKeys, secret, apiVersion };
}

function upstreamsOf(e: Env): Record<ProviderId, UpstreamConfig> {
  return {
    openai: upstream('openai', e.BASE_URL, e.OPENAI_API_KEY),
    azure: upstream('azure', azureBase(e.AZURE_URL), e.AZURE_API_KEY, '', e.AZURE_API_VERSION),
    google: upstream('google', e.GOOGLE_URL, e.GOOGLE_API_KEY),
    anthropic: upstream('anthropic', e.ANTHROPIC_URL, e.ANTHROPIC_API_KEY, '', e.ANTHROPIC_API_VERSION),
    baidu: upstream('baidu', e.BAIDU_URL, e.BAIDU_API_KEY, e.BAIDU_SECRET_KEY),
    bytedance: upstream('bytedance', e.BYTEDANCE_URL, e.BYTEDANCE_API_KEY),
    alibaba: upstream('alibaba', e.ALIBABA_URL, e.ALIBABA_API_KEY),
    tencent: upstream('tencent', e.TENCENT_URL, e.TENCENT_SECRET_ID, e.TENCENT_SECRET_KEY),
    moonshot: upstream('moonshot', e.MOONSHOT_URL, e.MOONSHOT_API_KEY),
    iflytek: upstream('iflytek', e.IFLYTEK_URL, e.IFLYTEK_API_KEY, e.IFLYTEK_API_SECRET),
    stability: upstream('stability', e.STABILITY_URL, e.STABILITY_API_KEY),
  };
}

/** Pairs that only work together: half of one is a mistake worth refusing at start-up. */
const PAIRS: ReadonlyArray<readonly [keyof Env, keyof Env]> = [
  ['BAIDU_API_KEY', 'BAIDU_SECRET_KEY'],
  ['TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY'],
  ['SHARE_URL', 'SHARE_LINK_BASE'],
];

/** DEFAULT_MODEL, unless DISABLE_GPT4 forbids it: then the default chat model (DEFAULT_CHAT_MODEL), or the first
 * model the list still offers, with a notice, so new chats never start on a model that is refused. */
function allowedDefaultModel(e: Env, notices: string[]): string {
  const [name] = splitModelProvider(e.DEFAULT_MODEL);
  if (!e.DISABLE_GPT4 || !name || !isGpt4Family(name)) return e.DEFAULT_MODEL;
  const offered = availableModels(applyCustomModels(builtinModels(), e.CUSTOM_MODELS)).filter((entry) => !isGpt4Family(entry.name));
  const replacement = offered.find((entry) => entry.name === DEFAULT_CHAT_MODEL) ?? offered[0];
  const chosen = replacement ? `${replacement.name}@${replacement.provider.id}` : '';
  notices.push(`DEFAULT_MODEL: ${e.DEFAULT_MODEL} is refused under DISABLE_GPT4; new chats start with ${chosen || 'the app default'} instead`);
  return chosen;
}

const DAY_SECONDS = 24 * 60 * 60;

function shareTtlSecondsOf(e: Env): number | undefined {
  const days = e.SHARE_TTL_DAYS ?? (e.CODE.length === 0 ? ANONYMOUS_TTL_DAYS : undefined);
  return days === undefined ? undefined : days * DAY_SECONDS;
}

/** Reads the environment into a validated configuration; a bad value names the variable and never
 * echoes a secret. */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const halves = PAIRS.filter(([a, b]) => (e[a] === '') !== (e[b] === '')).map(
    ([a, b]) => `${e[a] === '' ? a : b}: must be set together with ${e[a] === '' ? b : a}`,
  );
  if (halves.length > 0) throw new ConfigError(`Invalid server configuration:\n  ${halves.join('\n  ')}`);
  const notices: string[] = [];
  const defaultModel = allowedDefaultModel(e, notices);
  return {
    port: e.PORT,
    hostname: e.HOSTNAME,
    accessCodes: e.CODE,
    hideUserApiKey: e.HIDE_USER_API_KEY,
    hideBalanceQuery: e.HIDE_BALANCE_QUERY,
    disableGPT4: e.DISABLE_GPT4,
    disableFastLink: e.DISABLE_FAST_LINK,
    customModels: e.CUSTOM_MODELS,
    defaultModel,
    trustProxy: e.TRUST_PROXY,
    limits: {
      ...DEFAULT_LIMITS,
      maxInFlight: e.MAX_IN_FLIGHT,
      maxInFlightPerClient: e.MAX_IN_FLIGHT_PER_CLIENT,
      inFlightReservePercent: e.IN_FLIGHT_RESERVE_PERCENT,
      inFlightLightClient: e.IN_FLIGHT_LIGHT_CLIENT,
      ipv4PrefixLength: e.CLIENT_PREFIX_IPV4,
      ipv6PrefixLength: e.CLIENT_PREFIX_IPV6,
      bodyIdleMs: e.BODY_IDLE_SECONDS * 1000,
      bodyMinBytesPerSecond: e.BODY_MIN_BYTES_PER_SECOND,
      shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
      upstreamIdleMs: e.UPSTREAM_IDLE_SECONDS * 1000,
    },
    pluginProxyHosts: e.PLUGIN_PROXY_HOSTS.map((host) => host.toLowerCase()),
    whiteWebdavEndpoints: e.WHITE_WEBDAV_ENDPOINTS,
    mcpAllowedHosts: e.MCP_ALLOWED_HOSTS,
    webFetchAllowedHosts: e.WEB_FETCH_ALLOWED_HOSTS,
    webSearch: {
      searxng: { url: e.SEARXNG_URL, key: '' },
      tavily: { url: e.TAVILY_URL, key: e.TAVILY_API_KEY },
      brave: { url: e.BRAVE_SEARCH_URL, key: e.BRAVE_SEARCH_API_KEY },
      exa: { url: e.EXA_URL, key: e.EXA_API_KEY },
      serper: { url: e.SERPER_URL, key: e.SERPER_API_KEY },
    },
    updateUrl: e.UPDATE_URL,
    upstreams: upstreamsOf(e),
    azureDeployments: e.AZURE_DEPLOYMENTS,
    notices,
    groups: e.PROVIDER_GROUPS,
    share: e.SHARE_URL ? { url: e.SHARE_URL, linkBase: e.SHARE_LINK_BASE } : null,
    shareTtlSeconds: shareTtlSecondsOf(e),
    storeLimits: { maxBytes: e.STORE_MAX_MB * STORE_MAX_UNIT_BYTES, writesPerHour: e.STORE_WRITES_PER_HOUR },
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
  };
}
