// Exa: POST https://api.exa.ai/search with the key in x-api-key and a JSON body { query, numResults,
// contents }; asked for a short piece of each page's text, which is the snippet. Results carry
// title (may be null), url, publishedDate and text.

import { JSON_HEADERS, arrayAt, type SearchService } from './search-service';

/** A snippet's worth of each page's text. */
const SNIPPET_CHARACTERS = 500;

export const exa: SearchService = {
  defaultUrl: 'https://api.exa.ai',
  needsKey: true,
  request: (base, { query, count, key }) => ({
    url: `${base}/search`,
    init: {
      method: 'POST',
      headers: { ...JSON_HEADERS, 'x-api-key': key },
      body: JSON.stringify({ query, numResults: count, contents: { text: { maxCharacters: SNIPPET_CHARACTERS } } }),
    },
  }),
  results: (answer) => arrayAt(answer, 'results').map((item) => ({ title: item.title, url: item.url, snippet: item.text, published: item.publishedDate })),
};
