// Tavily: POST https://api.tavily.com/search with the key as a bearer token and a JSON body
// { query, max_results }; its answer's results carry title, url, content and, for news,
// published_date.

import { JSON_HEADERS, arrayAt, type SearchService } from './search-service';

export const tavily: SearchService = {
  defaultUrl: 'https://api.tavily.com',
  needsKey: true,
  request: (base, { query, count, key }) => ({
    url: `${base}/search`,
    init: { method: 'POST', headers: { ...JSON_HEADERS, authorization: `Bearer ${key}` }, body: JSON.stringify({ query, max_results: count, search_depth: 'basic' }) },
  }),
  results: (answer) => arrayAt(answer, 'results').map((item) => ({ title: item.title, url: item.url, snippet: item.content, published: item.published_date })),
};
