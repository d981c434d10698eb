// Start-up benchmark: the gzip size of the JavaScript the first screen needs, and the time from
// navigation start (performance.timeOrigin) until the chat input is visible, in headless Chromium
// with a fresh profile and an empty cache for every run: in the headless shell and in the full browser
// (CHROMIUM_PATH=path measures in that browser alone).
// Usage: npm run build && node bench/startup.mjs [runs] [locale]
//   BENCH_SETTLE_MS=3000  how long the full browser's window is open before the address is typed
//                         (with CHROMIUM_PATH, 0 unless given).
//   WEB_ROOT=dir serves another build of the web app (vite build --outDir dir), e.g. to compare two.
import { gzipSync } from 'node:zlib';
import { ascending, FULL_CHROMIUM, HEADLESS_SHELL, launchChromium, median, pageSignal, percentile, startServer, VIEWPORT } from './support.mjs';

const RUNS = Number(process.argv[2] ?? 15);
/** The browser's language (a second argument, e.g. de): its strings load on demand with the first screen. */
const LOCALE = process.argv[3] ?? 'en-US';
/** How long the full browser's fresh window is left before the address is typed (see below). */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 3000);

const server = await startServer(process.env.WEB_ROOT ? { WEB_ROOT: process.env.WEB_ROOT } : {});
const appUrl = server.url;
let jsGzip = 0;
let jsRaw = 0;
let jsFiles = [];

/** RUNS cold starts in one browser, each in a fresh context. When `countScripts`, one more cold
 * start comes first, untimed, that counts the scripts: fetching their bodies through the DevTools
 * protocol while the page loads takes CPU from it, so the timed runs listen to nothing. */
async function coldStarts(executablePath, countScripts, settleMs) {
  const browser = await launchChromium(executablePath);
  const times = [];
  try {
    if (countScripts) await countFirstScreenScripts(browser);
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: VIEWPORT, locale: LOCALE });
      const page = await context.newPage();
      // Timestamp the first frame in which the chat input is visible, measured inside the page.
      await page.addInitScript(() => {
        const check = () => {
          const input = document.querySelector('textarea');
          if (input && input.getBoundingClientRect().height > 0) {
            window.__inputVisibleAt = performance.now();
            console.debug('bench:input-visible');
            return;
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      // A reader's browser is open before they type the address: the full browser builds a new
      // window's own pages (the address bar's popup) for a fresh context, which may finish first.
      await page.waitForTimeout(settleMs);
      const inputVisible = pageSignal(page, 'input-visible');
      await page.goto(appUrl);
      await inputVisible;
      times.push(await page.evaluate(() => window.__inputVisibleAt));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return ascending(times);
}

/** Every script the first screen fetched, counted once the network is idle (500 ms without a
 * request), as a browser's own network panel would count it. */
async function countFirstScreenScripts(browser) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: LOCALE });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript')) scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(appUrl);
  await page.locator('textarea').waitFor();
  await page.waitForLoadState('networkidle');
  jsFiles = [...scripts.entries()].map(([url, body]) => ({ url: new URL(url).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }));
  jsRaw = jsFiles.reduce((sum, file) => sum + file.raw, 0);
  jsGzip = jsFiles.reduce((sum, file) => sum + file.gzip, 0);
  await context.close();
}

// The headless shell measures the page alone. The full browser, given a fresh context, also starts
// its own pages (the address bar's popup and its resources) on the same two cores: measured once
// with those finished (a reader's browser open before they type the address) and once loading the
// app at the same moment (a cost of the bench's fresh profile more than of the app).
const browsers = process.env.CHROMIUM_PATH
  ? [['CHROMIUM_PATH', process.env.CHROMIUM_PATH, Number(process.env.BENCH_SETTLE_MS ?? 0)]]
  : [
      ['headless shell', HEADLESS_SHELL, 0],
      [`full browser, address typed ${SETTLE_MS / 1000} s after its window opened`, FULL_CHROMIUM, SETTLE_MS],
      ['full browser, address typed as its window opens', FULL_CHROMIUM, 0],
    ];
const results = [];
try {
  for (const [index, [label, path, settleMs]] of browsers.entries()) results.push([label, await coldStarts(path, index === 0, settleMs)]);
} finally {
  await server.stop();
}

console.info('JavaScript loaded for the first screen:');
for (const file of jsFiles) console.info(`  ${file.url}  ${(file.raw / 1024).toFixed(1)} KB raw, ${(file.gzip / 1024).toFixed(1)} KB gzip`);
console.info(`first-screen JS: ${(jsGzip / 1024).toFixed(2)} KB gzip (${(jsRaw / 1024).toFixed(1)} KB raw) — goal ≤ 120 KB gzip`);
for (const [label, sorted] of results) {
  console.info(`chat input visible after (ms, ${RUNS} cold runs, ${label}): median ${median(sorted).toFixed(0)}, p90 ${percentile(sorted, 0.9).toFixed(0)}, min ${sorted[0].toFixed(0)}, max ${sorted.at(-1).toFixed(0)} — goal < 400 ms`);
}
