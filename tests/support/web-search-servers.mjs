// What web search reaches in the tests: a SearXNG-shaped search service (GET /search?q=…&format=json,
// answering in SearXNG's JSON format) and a server of local pages its results point at. The app's
// server reads those pages through its safe fetch, which lets them through only because the tests
// list 127.0.0.1 in WEB_FETCH_ALLOWED_HOSTS.

import { createServer } from 'node:http';

/** The pages, by path. `/gone` answers 404, so the sources name a page that failed. */
const PAGES = {
  '/rust': {
    title: 'Rust 1.0 is out',
    published: '2015-05-15T00:00:00',
    html: `<!doctype html><html><head><title>Rust 1.0 is out</title><meta property="og:site_name" content="Rust Blog"></head><body>
<nav>Home · Blog · Install</nav>
<article><h1>Announcing Rust 1.0</h1>
<p>Today the Rust team announced Rust 1.0, the first stable release of the language, after years of work by its community.</p>
<p>Stability means that code written for Rust 1.0 keeps compiling on the releases that follow it.</p>
<p>The release comes with Cargo, the package manager, and crates.io, the registry of community packages.</p>
</article></body></html>`,
  },
  '/ferris': {
    title: 'Ferris the crab',
    html: `<!doctype html><html><head><title>Ferris the crab</title></head><body>
<article><h1>Ferris</h1>
<p>Ferris is the unofficial mascot of the Rust community, a friendly orange crab that appears on stickers and shirts.</p>
<p>Rustaceans, as users of the language call themselves, took the crab as their emblem early on.</p>
</article></body></html>`,
  },
};
const GONE = '/gone';

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
}

/** Starts both servers; `searches` records the queries SearXNG was asked. */
export async function startWebSearchServers() {
  const searches = [];
  const pages = createServer((req, res) => {
    const page = PAGES[new URL(req.url ?? '/', 'http://pages').pathname];
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Not found</title><p>Not found</p>');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page.html);
  });
  const pagesUrl = await listen(pages);
  const searxng = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://searxng');
    if (url.pathname !== '/search' || url.searchParams.get('format') !== 'json') {
      res.writeHead(404).end();
      return;
    }
    const query = url.searchParams.get('q') ?? '';
    searches.push(query);
    const results = [
      ...Object.entries(PAGES).map(([path, page]) => ({
        url: `${pagesUrl}${path}`,
        title: page.title,
        content: `About ${page.title}`,
        engine: 'fake',
        engines: ['fake'],
        score: 1,
        category: 'general',
        ...(page.published ? { publishedDate: page.published } : {}),
      })),
      { url: `${pagesUrl}${GONE}`, title: 'A page that is gone', content: 'It used to say things', engine: 'fake', engines: ['fake'], score: 0.5, category: 'general' },
    ];
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ query, number_of_results: results.length, results, answers: [], corrections: [], infoboxes: [], suggestions: [], unresponsive_engines: [] }));
  });
  const searxngUrl = await listen(searxng);
  const close = (server) => new Promise((resolve) => server.close(() => resolve()));
  return {
    searxngUrl,
    pagesUrl,
    searches,
    close: async () => {
      pages.closeAllConnections();
      searxng.closeAllConnections();
      await Promise.all([close(pages), close(searxng)]);
    },
  };
}
