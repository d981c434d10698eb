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
// Goal (issue 43): five pages read in parallel well within the 3 s a searched answer's first token
// may take.

import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { ascending, importBundle, median, startServer } from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGE_DELAY_MS = Number(process.env.BENCH_PAGE_DELAY_MS ?? 300);
/** Paragraphs of an article page: about 33 KB of HTML with its navigation, styles and scripts, like a news article. */
const ARTICLE_PARAGRAPHS = 80;
/** Pages of the PDF report. */
const PDF_PAGES = 30;

const { minimalPdf } = await importBundle('web-fetch', `export { minimalPdf } from './src/server/web-read/minimal-pdf';`);

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
  const page = PAGES[new URL(req.url ?? '/', 'http://site').pathname];
  const send = () => (page ? res.writeHead(200, { 'content-type': page.type }).end(page.body) : res.writeHead(404).end());
  if (delayMs > 0) setTimeout(send, delayMs);
  else send();
});
await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
const host = `127.0.0.1:${site.address().port}`;
const urls = Object.keys(PAGES).map((path) => `http://${host}${path}`);

const server = await startServer({ WEB_FETCH_ALLOWED_HOSTS: host });

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
  await measure('pages answer at once', 0);
  await measure(`each page starts answering after ${PAGE_DELAY_MS} ms`, PAGE_DELAY_MS);
} finally {
  await server.stop();
  site.close();
}
