import type { WebSearchProvider } from '../../core/schemas/web-search';
import type { ServerConfig } from '../config';
import { brave } from './brave';
import { exa } from './exa';
import type { SearchService } from './search-service';
import { searxng } from './searxng';
import { serper } from './serper';
import { tavily } from './tavily';

export const SEARCH_SERVICES: Record<WebSearchProvider, SearchService> = { searxng, tavily, brave, exa, serper };

/** The services the server can search with by itself: a SearXNG instance, or a key. Told to the
 * browser (GET /api/config) by name only, never with an address or a key. */
export function configuredSearchServices(config: ServerConfig): WebSearchProvider[] {
  return (Object.keys(SEARCH_SERVICES) as WebSearchProvider[]).filter((provider) => {
    const upstream = config.webSearch[provider];
    return SEARCH_SERVICES[provider].needsKey ? upstream.key !== '' : upstream.url !== '';
  });
}
