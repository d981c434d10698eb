// Start-up benchmark: the gzip size of the JavaScript the first screen needs, and the time from
// navigation start (performance.timeOrigin) until the chat input is visible, in headless Chromium
// with a fresh profile and an empty cache for every run.
// Usage: npm run build && node bench/startup.mjs [runs] [locale]
//   WEB_ROOT=dir serves another build of the web app (vite build --outDir dir), e.g. to compare two.
import { gzipSync } from 'node:zlib';
import { ascending, launchChromium, median, percentile, startServer, VIEWPORT } from './support.mjs';

const RUNS = Number(process.argv[2] ?? 15);
/** The browser's language (a second argument, e.g. de): its strings load on demand with the first screen. */
const LOCALE = process.argv[3] ?? 'en-US';

const server = await startServer(process.env.WEB_ROOT ? { WEB_ROOT: process.env.WEB_ROOT } : {});
const appUrl = server.url;
const browser = await launchChromium();
const times = [];
let jsGzip = 0;
let jsRaw = 0;
let jsFiles = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: LOCALE });
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (type.includes('javascript')) scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
    });
    // Timestamp the first frame in which the chat input is visible, measured inside the page.
    await page.addInitScript(() => {
      const check = () => {
        const input = document.querySelector('textarea');
        if (input && input.getBoundingClientRect().height > 0) {
          window.__inputVisibleAt = performance.now();
          return;
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto(appUrl);
    await page.waitForFunction(() => window.__inputVisibleAt !== undefined, null, { timeout: 15_000 });
    times.push(await page.evaluate(() => window.__inputVisibleAt));
    if (run === 0) {
      // Every script the first screen fetched, counted once the network is idle (500 ms without a
      // request), as a browser's own network panel would count it.
      await page.waitForLoadState('networkidle');
      jsFiles = [...scripts.entries()].map(([url, body]) => ({ url: new URL(url).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }));
      jsRaw = jsFiles.reduce((sum, file) => sum + file.raw, 0);
      jsGzip = jsFiles.reduce((sum, file) => sum + file.gzip, 0);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const sorted = ascending(times);
console.info('JavaScript loaded for the first screen:');
for (const file of jsFiles) console.info(`  ${file.url}  ${(file.raw / 1024).toFixed(1)} KB raw, ${(file.gzip / 1024).toFixed(1)} KB gzip`);
console.info(`first-screen JS: ${(jsGzip / 1024).toFixed(2)} KB gzip (${(jsRaw / 1024).toFixed(1)} KB raw) — goal ≤ 120 KB gzip`);
console.info(`chat input visible after (ms, ${RUNS} cold runs): median ${median(sorted).toFixed(0)}, p90 ${percentile(sorted, 0.9).toFixed(0)}, min ${sorted[0].toFixed(0)}, max ${sorted.at(-1).toFixed(0)} — goal < 400 ms`);
