// Serper (Google results): POST https://google.serper.dev/search with the key in X-API-KEY and a
// JSON body { q, num }; the results are under organic, each with title, link, snippet and sometimes
// date.

import { JSON_HEADERS, arrayAt, type SearchService } from './search-service';

export const serper: SearchService = {
  defaultUrl: 'https://google.serper.dev',
  needsKey: true,
  request: (base, { query, count, key }) => ({
    url: `${base}/search`,
    init: { method: 'POST', headers: { ...JSON_HEADERS, 'x-api-key': key }, body: JSON.stringify({ q: query, num: count }) },
  }),
  results: (answer) => arrayAt(answer, 'organic').map((item) => ({ title: item.title, url: item.link, snippet: item.snippet, published: item.date })),
};
