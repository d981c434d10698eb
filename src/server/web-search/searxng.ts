// SearXNG, the self-hosted metasearch engine: GET <instance>/search?q=…&format=json. The JSON format
// must be enabled in the instance's settings.yml (search.formats), else it answers 403. It has no
// count parameter: the first page's results are cut to the count asked for.

import { arrayAt, type SearchService } from './search-service';

export const searxng: SearchService = {
  defaultUrl: '',
  needsKey: false,
  request(base, { query }) {
    const url = new URL(`${base.replace(/\/+$/, '')}/search`);
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'json');
    return { url: url.href, init: { method: 'GET', headers: { accept: 'application/json' } } };
  },
  results: (answer) => arrayAt(answer, 'results').map((item) => ({ title: item.title, url: item.url, snippet: item.content, published: item.publishedDate })),
};
