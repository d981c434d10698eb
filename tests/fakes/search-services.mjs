// Fake web search services, each under its own path prefix and speaking its documented format:
//   /searxng/search?q=…&format=json                 SearXNG's JSON API (403 for any other format)
//   POST /tavily/search        Authorization: Bearer <key>, { query, max_results }  → { results: [...] }
//   GET  /brave/res/v1/web/search?q=…&count=…       X-Subscription-Token           → { web: { results } }
//   POST /exa/search           x-api-key, { query, numResults, contents }          → { results: [...] }
//   POST /serper/search        X-API-KEY, { q, num }                                → { organic: [...] }
// A wrong or missing key is refused as each service refuses it (401, or 422 for Brave). Each
// result names its service, its rank and the query, so a test can see where a result came from.
// Every call is recorded with what arrived.

import { createServer } from 'node:http';

/** How many results a service gives when asked for none in particular (their documented defaults). */
const DEFAULT_COUNTS = { searxng: 20, tavily: 5, brave: 20, exa: 10, serper: 10 };

function resultsFor(service, query, count) {
  return Array.from({ length: count }, (_, index) => ({
    rank: index + 1,
    url: `https://${service}.example/${index + 1}?q=${encodeURIComponent(query)}`,
    title: `${service} result ${index + 1} for ${query}`,
    snippet: `What ${service} found about ${query} (${index + 1})`,
  }));
}

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function answer(service, req, url, body, keys) {
  const headers = req.headers;
  switch (service) {
    case 'searxng': {
      if (url.searchParams.get('format') !== 'json') return [403, { error: 'format not allowed' }];
      const query = url.searchParams.get('q') ?? '';
      const results = resultsFor('searxng', query, DEFAULT_COUNTS.searxng).map((result) => ({
        url: result.url,
        title: result.title,
        content: result.snippet,
        engine: 'duckduckgo',
        engines: ['duckduckgo'],
        score: 1 / result.rank,
        category: 'general',
        publishedDate: result.rank === 1 ? '2026-11-01T00:00:00' : null,
      }));
      // SearXNG gives back a javascript: link now and then from a broken engine: never passed on.
      results.push({ url: 'javascript:alert(1)', title: 'bad', content: 'bad', engine: 'broken' });
      return [200, { query, number_of_results: 0, results, answers: [], corrections: [], infoboxes: [], suggestions: [], unresponsive_engines: [] }];
    }
    case 'tavily': {
      if (headers.authorization !== `Bearer ${keys.tavily}`) return [401, { detail: { error: 'Unauthorized: missing or invalid API key.' } }];
      const results = resultsFor('tavily', body.query, body.max_results ?? DEFAULT_COUNTS.tavily).map((result) => ({
        title: result.title,
        url: result.url,
        content: result.snippet,
        score: 1 / result.rank,
        raw_content: null,
      }));
      return [200, { query: body.query, answer: null, images: [], results, response_time: 0.5 }];
    }
    case 'brave': {
      if (headers['x-subscription-token'] !== keys.brave) return [422, { type: 'ErrorResponse', error: { code: 'SUBSCRIPTION_TOKEN_INVALID', status: 422 } }];
      const query = url.searchParams.get('q') ?? '';
      const results = resultsFor('brave', query, Number(url.searchParams.get('count') ?? DEFAULT_COUNTS.brave)).map((result) => ({
        type: 'search_result',
        title: result.title,
        url: result.url,
        // Brave marks the query's words and writes entities.
        description: `<strong>${query}</strong> &amp; more: ${result.snippet}`,
        page_age: result.rank === 1 ? '2026-10-05T08:00:00' : undefined,
        age: result.rank === 1 ? 'October 5, 2026' : undefined,
        language: 'en',
        meta_url: { hostname: 'brave.example' },
      }));
      return [200, { type: 'search', query: { original: query }, mixed: {}, web: { type: 'search', results } }];
    }
    case 'exa': {
      if (headers['x-api-key'] !== keys.exa) return [401, { error: 'Invalid API key' }];
      const limit = body.contents?.text?.maxCharacters ?? Infinity;
      const results = resultsFor('exa', body.query, body.numResults ?? DEFAULT_COUNTS.exa).map((result) => ({
        id: result.url,
        url: result.url,
        title: result.rank === 2 ? null : result.title,
        publishedDate: '2026-09-01T00:00:00.000Z',
        author: null,
        text: `${result.snippet} ${'and more text '.repeat(100)}`.slice(0, limit),
      }));
      return [200, { requestId: 'fake', resolvedSearchType: 'neural', results }];
    }
    case 'serper': {
      if (headers['x-api-key'] !== keys.serper) return [401, { message: 'Unauthorized.', statusCode: 401 }];
      const organic = resultsFor('serper', body.q, body.num ?? DEFAULT_COUNTS.serper).map((result) => ({
        title: result.title,
        link: result.url,
        snippet: result.snippet,
        position: result.rank,
        ...(result.rank === 1 ? { date: 'Nov 2, 2026' } : {}),
      }));
      return [200, { searchParameters: { q: body.q, type: 'search', engine: 'google' }, organic, credits: 1 }];
    }
    default:
      return [404, { error: 'no such service' }];
  }
}

export function createFakeSearchServices({ keys }) {
  const calls = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const service = url.pathname.split('/')[1] ?? '';
      const text = Buffer.concat(chunks).toString('utf8');
      let body = {};
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        return send(res, 400, { error: 'not JSON' });
      }
      calls.push({ service, method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body });
      const [status, json] = answer(service, req, url, body, keys);
      send(res, status, json);
    });
  });
  return {
    server,
    calls,
    async listen(port = 0, host = '127.0.0.1') {
      await new Promise((resolve) => server.listen(port, host, resolve));
      const address = server.address();
      return { port: address.port, url: `http://${host}:${address.port}` };
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
