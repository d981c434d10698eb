// The page reader (POST /api/web/read) of the built server: five local pages read in one request,
// in parallel, as the app reads the pages a search found. Three HTML articles of a news site's
// size (Readability over linkedom), a PDF report (PDF.js) and a plain text file, served by this
// script on loopback and admitted through WEB_FETCH_ALLOWED_HOSTS. Each figure is the time from
// sending the request to having the whole JSON answer, min / median / max of BENCH_RUNS runs after
// one warm-up; twice: pages answered at once (the reader's own cost), and pages that each take
// BENCH_PAGE_DELAY_MS to start answering (a site's latency: read in parallel, the request takes
// about one delay, not five).
//
//   npm run build && node bench/web-fetch.mjs
//
// Third, a searched answer's first token as the app gets it for a model without tools: a search of a
// SearXNG-shaped service (this script's /search, answering the five pages), the five pages read in
// one request, the numbered sources given to the model (a fake provider of tests/fakes answering
// at once, through the server's /api/openai), until the first words of its streamed answer arrive.
// The machine's load average is printed beside the figures: the build machine is shared.
//
// Goal (issue 43): five pages read in parallel well within the 3 s a searched answer's first token
// may take; the searched answer's first token within 3 s of sending.

import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createFakeProviders } from '../tests/fakes/server.mjs';
import { ascending, importBundle, median, startServer } from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGE_DELAY_MS = Number(process.env.BENCH_PAGE_DELAY_MS ?? 300);
/** Paragraphs of an article page: about 33 KB of HTML with its navigation, styles and scripts, like a news article. */
const ARTICLE_PARAGRAPHS = 80;
/** Pages of the PDF report. */
const PDF_PAGES = 30;

const { minimalPdf, createSourceBook, searchedContext } = await importBundle(
  'web-fetch',
  `export { minimalPdf } from './src/server/web-read/minimal-pdf';
export { createSourceBook } from './src/core/web-search/source-book';
export { searchedContext } from './src/core/web-search/model-text';`,
);
/** The question searched, as a user would type it. */
const QUESTION = 'What did the council decide about the river crossing?';

function article(n) {
  const nav = Array.from({ length: 60 }, (_, i) => `<li><a href="/section/${i}">Section ${i}</a></li>`).join('');
  const paragraphs = Array.from(
    { length: ARTICLE_PARAGRAPHS },
    (_, i) => `<p>Paragraph ${i} of article ${n}: the council met on Tuesday to discuss the river crossing, and <a href="/x/${i}">residents</a> asked about the cost, the timing and the detour that the works will need over the winter months.</p>`,
  ).join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Article ${n} - Bench News</title><meta property="og:site_name" content="Bench News">
<style>${'.c{color:#333}'.repeat(200)}</style><script>${'var a=1;'.repeat(500)}</script></head>
<body><header><nav><ul>${nav}</ul></nav></header><main><article><h1>Article ${n}</h1>${paragraphs}</article></main>
<aside>${nav}</aside><footer>${nav}</footer></body></html>`;
}

const PAGES = {
  '/a1.html': { type: 'text/html; charset=utf-8', body: article(1) },
  '/a2.html': { type: 'text/html; charset=utf-8', body: article(2) },
  '/a3.html': { type: 'text/html; charset=utf-8', body: article(3) },
  '/report.pdf': { type: 'application/pdf', body: Buffer.from(minimalPdf(Array.from({ length: PDF_PAGES }, (_, i) => `Page ${i + 1} of the report: the crossing carries 4,000 vehicles a day.`), 'Report')) },
  '/notes.txt': { type: 'text/plain', body: 'Notes of the meeting.\n'.repeat(500) },
};

let delayMs = 0;
const site = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://site');
  // SearXNG's JSON answer (GET /search?q=…&format=json): the five pages, best first.
  if (url.pathname === '/search') {
    const results = Object.keys(PAGES).map((path, i) => ({ title: `Result ${i + 1}`, url: `http://${host}${path}`, content: `What page ${i + 1} says about ${url.searchParams.get('q')}`, engine: 'bench', score: 1 / (i + 1) }));
    return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ query: url.searchParams.get('q'), number_of_results: results.length, results }));
  }
  const page = PAGES[url.pathname];
  const send = () => (page ? res.writeHead(200, { 'content-type': page.type }).end(page.body) : res.writeHead(404).end());
  if (delayMs > 0) setTimeout(send, delayMs);
  else send();
});
await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
const host = `127.0.0.1:${site.address().port}`;
const urls = Object.keys(PAGES).map((path) => `http://${host}${path}`);

const fake = createFakeProviders();
const fakeUrl = (await fake.listen(0, '127.0.0.1')).url;
const server = await startServer({ WEB_FETCH_ALLOWED_HOSTS: host, SEARXNG_URL: `http://${host}`, BASE_URL: `${fakeUrl}/openai`, OPENAI_API_KEY: 'sk-bench' });

const post = (path, body) => fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Sending to the first words of the answer, as the app does it for a model without tools. */
async function firstToken() {
  const started = performance.now();
  const book = createSourceBook();
  const { results } = await (await post('api/web/search', { provider: 'searxng', query: QUESTION, count: 8 })).json();
  const found = book.addResults(results);
  const { pages } = await (await post('api/web/read', { urls: found.slice(0, 5).map((entry) => entry.url) })).json();
  book.addPages(pages);
  const read = pages.filter((page) => page.ok).length;
  const messages = [
    { role: 'system', content: searchedContext(QUESTION, book.entries()) },
    { role: 'user', content: QUESTION },
  ];
  const response = await post('api/openai/v1/chat/completions', { model: 'gpt-4o-mini', stream: true, messages });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the answer ended without words: ${text.slice(0, 200)}`);
    text += decoder.decode(value, { stream: true });
    if (/"content":"[^"]/.test(text)) break;
  }
  const ms = performance.now() - started;
  await reader.cancel();
  if (read !== 5) throw new Error(`read ${read} of 5 pages`);
  return ms;
}

async function measureFirstToken() {
  delayMs = 0;
  await firstToken();
  const times = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await firstToken());
  const sorted = ascending(times);
  const figure = (ms) => `${ms.toFixed(0)} ms`;
  console.log(`searched answer, first token (search, five pages read, provider at once): min ${figure(sorted[0])} / median ${figure(median(sorted))} / max ${figure(sorted.at(-1))}  (${RUNS} runs)`);
}

async function readAll() {
  const started = performance.now();
  const response = await fetch(`${server.url}api/web/read`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ urls }) });
  const { pages } = await response.json();
  const ms = performance.now() - started;
  const failed = pages.filter((page) => !page.ok);
  if (response.status !== 200 || failed.length > 0) throw new Error(`read failed: ${response.status} ${JSON.stringify(failed)}`);
  return { ms, chars: pages.map((page) => page.text.length) };
}

async function measure(label, delay) {
  delayMs = delay;
  await readAll();
  const times = [];
  let chars = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await readAll();
    times.push(result.ms);
    chars = result.chars;
  }
  const sorted = ascending(times);
  const figure = (ms) => `${ms.toFixed(0)} ms`;
  console.log(`${label}: min ${figure(sorted[0])} / median ${figure(median(sorted))} / max ${figure(sorted.at(-1))}  (${RUNS} runs; text chars per page ${chars.join(', ')})`);
}

try {
  const bytes = Object.values(PAGES).map((page) => Buffer.byteLength(page.body));
  console.log(`five pages (bytes: ${bytes.join(', ')}), one request, read in parallel`);
  const load = () => loadavg().map((value) => value.toFixed(1)).join(', ');
  console.log(`load average before: ${load()}`);
  await measure('pages answer at once', 0);
  await measure(`each page starts answering after ${PAGE_DELAY_MS} ms`, PAGE_DELAY_MS);
  await measureFirstToken();
  console.log(`load average after: ${load()}`);
} finally {
  await server.stop();
  await fake.close();
  site.close();
}
