// Brave Search: GET https://api.search.brave.com/res/v1/web/search?q=…&count=… with the key in
// X-Subscription-Token; the results are under web.results, each with title, url, description (which
// marks the query's words with <strong>) and page_age when Brave knows the page's date.

import { arrayAt, type SearchService } from './search-service';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Brave's snippets are HTML fragments: their text, tags dropped and entities written out. */
function plain(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.replace(/<[^>]*>/g, '').replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export const brave: SearchService = {
  defaultUrl: 'https://api.search.brave.com',
  needsKey: true,
  request(base, { query, count, key }) {
    const url = new URL(`${base}/res/v1/web/search`);
    url.searchParams.set('q', query);
    url.searchParams.set('count', String(count));
    return { url: url.href, init: { method: 'GET', headers: { accept: 'application/json', 'x-subscription-token': key } } };
  },
  results(answer) {
    const web = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>).web : undefined;
    return arrayAt(web, 'results').map((item) => ({ title: plain(item.title), url: item.url, snippet: plain(item.description), published: item.page_age }));
  },
};
