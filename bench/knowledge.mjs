// Knowledge bases: how fast documents are indexed and searched.
//  1. In Node, with the app's own modules bundled as they ship: 5,000 passages of generated English
//     are indexed, then 200 queries of two or three words are timed, by keywords alone and by keywords
//     and meaning together (1,536-dimension vectors, the size of OpenAI's small embeddings model, held
//     as the knowledge worker holds them, scanned whole and fused with the keyword ranking); median,
//     95th percentile and maximum.
//  2. With --browser (after `npm run build`): the built app in headless Chromium adds a 200-page text
//     PDF to a knowledge base through the knowledge screen, with meaning search on and the fake
//     OpenAI provider answering embeddings at once; times from choosing the file to "Ready" and to
//     its last passage embedded, and reports the longest task on the page's main thread meanwhile.
//     The file is handed over by its path, as a user's file is: given as bytes, Playwright builds the
//     File inside the page, and that decoding is itself a long task on the page's main thread (230 ms
//     for this PDF) that the app never runs.
// The text comes from a fixed seed, so every run indexes the same passages.
// Usage: node bench/knowledge.mjs [--browser]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFakeProviders } from '../tests/fakes/server.mjs';
import { ascending, elapsed, importBundle, launchChromium, median, percentile, startServer, VIEWPORT } from './support.mjs';

const BROWSER = process.argv.includes('--browser');
const PASSAGES = 5_000;
const QUERIES = 200;
/** OpenAI's text-embedding-3-small answers vectors of this many dimensions. */
const DIMENSIONS = 1_536;
const PDF_PAGES = 200;
/** Lines of text on each page of the generated PDF: about a printed page's words. */
const LINES_PER_PAGE = 40;
/** The limit the issue sets for indexing the 200-page PDF, embeddings included. */
const INDEXING_TIMEOUT_MS = 120_000;
const SERVER_KEY = 'sk-server-openai';
/** A task longer than this is a long task (the browser's own definition). */
const LONG_TASK_US = 50_000;

const ENTRY = `
export { splitPassages } from './src/core/knowledge/split-passages.ts';
export { addPassages, createKeywordIndex, keywordSearch } from './src/core/knowledge/keyword-index.ts';
export { fuseRankings } from './src/core/knowledge/hybrid-rank.ts';
export { VectorSet } from './src/core/knowledge/vector-set.ts';
export { seededRandom } from './src/core/stream/test-support.ts';
export { makePdf } from './tests/e2e/support/documents.ts';
`;

const lib = await importBundle('knowledge', ENTRY);
const rand = lib.seededRandom(20261128);
const WORDS = `harbour ferry lighthouse keeper lamp tide moon boat sail dock crane cargo ship port captain crew anchor
rope net fish market office dues ticket timetable winter summer morning evening island bridge road town
engine fuel pump valve pressure gauge signal radio weather storm wind rain fog chart compass route pilot
berth quay pier warehouse container forklift customs permit inspection safety drill alarm exit stair`.split(/\s+/);
const pick = () => WORDS[Math.floor(rand() * WORDS.length)];
const sentence = () => {
  const words = Array.from({ length: 8 + Math.floor(rand() * 10) }, pick).join(' ');
  return `${words[0].toUpperCase()}${words.slice(1)}.`;
};
const vector = () => Float32Array.from({ length: DIMENSIONS }, () => rand() - 0.5);

/** The page's main-thread tasks over 50 ms in a Chromium trace, each with its length by the clock and
 * the CPU time the thread spent in it. On a machine shared with other work a task can last long by
 * the clock while it waited for a core; its CPU time says how much work the page itself did. */
function longTasks(tracePath) {
  const { traceEvents } = JSON.parse(readFileSync(tracePath, 'utf8'));
  const main = new Set(traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  return traceEvents
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > LONG_TASK_US && main.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ clock: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }));
}

/** Runs each query, timing it by the clock and by the CPU time this process spent on it: on a
 * machine shared with other work the clock also counts the time the process waited for a core. */
function summary(label, run) {
  const wall = [];
  const cpu = [];
  for (const query of queries) {
    const before = process.cpuUsage();
    wall.push(elapsed(() => run(query)));
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }
  const line = (times) => {
    const sorted = ascending(times);
    return `median ${median(sorted).toFixed(2)} ms, p95 ${percentile(sorted, 0.95).toFixed(2)} ms, max ${sorted.at(-1).toFixed(2)} ms`;
  };
  console.log(`${label}: clock ${line(wall)}; CPU ${line(cpu)}`);
}

// 1. Search over 5,000 passages.
const passages = Array.from({ length: PASSAGES }, (_, i) => ({
  id: `f:${i}`,
  baseId: 'b',
  fileId: 'f',
  fileName: 'manual.pdf',
  ordinal: i,
  text: Array.from({ length: 6 }, sentence).join(' '),
}));
const index = lib.createKeywordIndex();
console.log(`index ${PASSAGES} passages: ${elapsed(() => lib.addPassages(index, passages)).toFixed(0)} ms`);
const vectors = new lib.VectorSet();
for (const passage of passages) vectors.set(passage.id, vector());
const queries = Array.from({ length: QUERIES }, () => Array.from({ length: 2 + Math.floor(rand() * 2) }, pick).join(' '));
summary('keyword query', (query) => lib.keywordSearch(index, query, 8));
const queryVectors = new Map(queries.map((query) => [query, vector()]));
summary('hybrid query', (query) => lib.fuseRankings([lib.keywordSearch(index, query, 8), vectors.nearest(queryVectors.get(query), 8)], 8));

// 2. A 200-page PDF through the knowledge screen.
if (BROWSER) {
  const pdf = lib.makePdf(Array.from({ length: PDF_PAGES }, () => Array.from({ length: LINES_PER_PAGE }, () => sentence().slice(0, 90))));
  const pdfDir = mkdtempSync(path.join(tmpdir(), 'bench-knowledge-'));
  const pdfPath = path.join(pdfDir, 'bench.pdf');
  writeFileSync(pdfPath, pdf);
  const fake = createFakeProviders({ keys: { openai: SERVER_KEY } });
  const { url: fakeUrl } = await fake.listen(0);
  const server = await startServer({ BASE_URL: `${fakeUrl}/openai`, OPENAI_API_KEY: SERVER_KEY });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.addInitScript(() => {
      window.longestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.longestTask = Math.max(window.longestTask, entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    await page.goto(`${server.url}#/knowledge`);
    await page.getByRole('combobox', { name: 'Meaning search' }).selectOption('text-embedding-3-small');
    await page.getByRole('button', { name: 'New knowledge base' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('Bench');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Bench', level: 3 }).waitFor();
    await page.evaluate(() => (window.longestTask = 0));
    const tracePath = path.join(pdfDir, 'trace.json');
    await browser.startTracing(page, { path: tracePath, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    const start = performance.now();
    await page.getByLabel('Add files', { exact: true }).setInputFiles(pdfPath);
    const files = page.getByRole('list', { name: 'Files of Bench' });
    await files.getByText(/^Ready/).waitFor({ timeout: INDEXING_TIMEOUT_MS });
    const ready = performance.now() - start;
    await files.getByRole('progressbar').waitFor({ state: 'detached', timeout: INDEXING_TIMEOUT_MS });
    const embedded = performance.now() - start;
    const details = await files.getByText(/^Ready/).textContent();
    const longest = await page.evaluate(() => window.longestTask);
    await browser.stopTracing();
    const tasks = longTasks(tracePath);
    const mostCpu = Math.max(0, ...tasks.map((task) => task.cpu));
    console.log(`${PDF_PAGES}-page PDF (${(pdf.length / 1024).toFixed(0)} KB; ${details}): ready for keyword search after ${(ready / 1000).toFixed(1)} s, embedded after ${(embedded / 1000).toFixed(1)} s; longest main-thread task meanwhile ${longest.toFixed(0)} ms; ${tasks.length} tasks over 50 ms by the clock, the most CPU time any of them used ${mostCpu.toFixed(1)} ms`);
  } finally {
    await browser.close();
    await server.stop();
    await fake.close();
    rmSync(pdfDir, { recursive: true, force: true });
  }
}
