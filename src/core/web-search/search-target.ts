// Which search service a web search asks, and with whose key: the user's own key or instance when
// they gave one, else the server's.

import type { UserAccessSettings } from '../schemas/access';
import type { WebSearchProvider, WebSearchRequest } from '../schemas/web-search';

type SearchSettings = Pick<UserAccessSettings, 'webSearchProvider' | 'searxngUrl' | 'tavilyApiKey' | 'braveApiKey' | 'exaApiKey' | 'serperApiKey'>;

export type SearchTarget = Pick<WebSearchRequest, 'provider' | 'key' | 'endpoint'>;

const KEY_FIELD = {
  tavily: 'tavilyApiKey',
  brave: 'braveApiKey',
  exa: 'exaApiKey',
  serper: 'serperApiKey',
} as const satisfies Record<Exclude<WebSearchProvider, 'searxng'>, keyof SearchSettings>;

/** The service to ask, or undefined when neither the user nor the server has set one up. */
export function searchTarget(settings: SearchSettings, serverProviders: readonly WebSearchProvider[] = []): SearchTarget | undefined {
  const provider = settings.webSearchProvider || serverProviders[0];
  if (!provider) return undefined;
  const own = provider === 'searxng' ? settings.searxngUrl.trim() : settings[KEY_FIELD[provider]].trim();
  if (own) return provider === 'searxng' ? { provider, endpoint: own } : { provider, key: own };
  return serverProviders.includes(provider) ? { provider } : undefined;
}
