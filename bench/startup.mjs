// Start-up benchmark: the gzip size of the JavaScript the first screen needs, and the time from
// navigation start (performance.timeOrigin) until the chat input is visible, in headless Chromium
// with a fresh profile and an empty cache for every run: in the headless shell and in the full browser
// (CHROMIUM_PATH=path measures in that browser alone).
// Usage: npm run build && node bench/startup.mjs [runs] [locale]
//   BENCH_SETTLE_MS=3000  how long the full browser's window is open before the address is typed
//                         (with CHROMIUM_PATH, 0 unless given).
//   WEB_ROOT=dir serves another build of the web app (vite build --outDir dir); WEB_ROOT=a,b serves
//                each and alternates them cold start by cold start, the fair way to compare two builds
//                on a machine whose speed drifts within minutes.
import { gzipSync } from 'node:zlib';
import { ascending, FULL_CHROMIUM, HEADLESS_SHELL, launchChromium, median, pageSignal, percentile, startServer, VIEWPORT } from './support.mjs';

const RUNS = Number(process.argv[2] ?? 15);
/** The browser's language (a second argument, e.g. de): its strings load on demand with the first screen. */
const LOCALE = process.argv[3] ?? 'en-US';
/** How long the full browser's fresh window is left before the address is typed (see below). */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 3000);

/** The builds served, each by a server of its own; without WEB_ROOT, dist/web. */
const roots = (process.env.WEB_ROOT ?? '').split(',').filter(Boolean);
const servers = await Promise.all((roots.length > 0 ? roots : [undefined]).map((root) => startServer(root ? { WEB_ROOT: root } : {})));
let jsGzip = 0;
let jsRaw = 0;
let jsFiles = [];

/** RUNS cold starts of each build in one browser, the builds taking turns, each start in a fresh
 * context; the times of each build, sorted. When `countScripts`, one more cold
 * start comes first, untimed, that counts the scripts: fetching their bodies through the DevTools
 * protocol while the page loads takes CPU from it, so the timed runs listen to nothing. */
async function coldStarts(executablePath, countScripts, settleMs) {
  const browser = await launchChromium(executablePath);
  const times = servers.map(() => []);
  try {
    if (countScripts) await countFirstScreenScripts(browser);
    for (let run = 0; run < RUNS; run++) {
      for (const [index, server] of servers.entries()) times[index].push(await coldStart(browser, server.url, settleMs));
    }
  } finally {
    await browser.close();
  }
  return times.map(ascending);
}

/** A phone's first visit, as Lighthouse's mobile profile models one: a 390 px touch screen, a
 * 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up, and a processor four times slower than this
 * machine's, emulated by Chromium (its DevTools network and CPU throttling). */
const PHONE = {
  viewport: { width: 390, height: 844 },
  network: { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  cpuSlowdown: 4,
};
const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 5);

/** One cold start in a fresh context: the time from navigation start until the input showed. With
 * `phone`, at the phone's size, network and processor, at #/chat. */
async function coldStart(browser, appUrl, settleMs, phone = false) {
  const context = await browser.newContext(phone ? { viewport: PHONE.viewport, isMobile: true, hasTouch: true, locale: LOCALE } : { viewport: VIEWPORT, locale: LOCALE });
  const page = await context.newPage();
  if (phone) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  }
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
  const inputVisible = pageSignal(page, 'input-visible', phone ? 60_000 : undefined);
  await page.goto(phone ? `${appUrl}#/chat` : appUrl);
  await inputVisible;
  const at = await page.evaluate(() => window.__inputVisibleAt);
  await context.close();
  return at;
}

/** PHONE_RUNS phone first visits of each build, taking turns as coldStarts does; sorted times. */
async function phoneStarts(executablePath) {
  const browser = await launchChromium(executablePath);
  const times = servers.map(() => []);
  try {
    for (let run = 0; run < PHONE_RUNS; run++) {
      for (const [index, server] of servers.entries()) times[index].push(await coldStart(browser, server.url, 0, true));
    }
  } finally {
    await browser.close();
  }
  return times.map(ascending);
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
  await page.goto(servers[0].url);
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
let phoneTimes = [];
try {
  for (const [index, [label, path, settleMs]] of browsers.entries()) results.push([label, await coldStarts(path, index === 0, settleMs)]);
  phoneTimes = await phoneStarts(process.env.CHROMIUM_PATH ?? HEADLESS_SHELL);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}

console.info('JavaScript loaded for the first screen:');
for (const file of jsFiles) console.info(`  ${file.url}  ${(file.raw / 1024).toFixed(1)} KB raw, ${(file.gzip / 1024).toFixed(1)} KB gzip`);
console.info(`first-screen JS${roots.length > 1 ? ` (${roots[0]})` : ''}: ${(jsGzip / 1024).toFixed(2)} KB gzip (${(jsRaw / 1024).toFixed(1)} KB raw) — goal ≤ 135 KB gzip`);
for (const [label, perBuild] of results) {
  for (const [index, sorted] of perBuild.entries()) {
    const build = roots.length > 1 ? `, ${roots[index]}` : '';
    console.info(`chat input visible after (ms, ${RUNS} cold runs, ${label}${build}): median ${median(sorted).toFixed(0)}, p90 ${percentile(sorted, 0.9).toFixed(0)}, min ${sorted[0].toFixed(0)}, max ${sorted.at(-1).toFixed(0)} — goal < 250 ms`);
  }
}
for (const [index, sorted] of phoneTimes.entries()) {
  if (sorted.length === 0) continue;
  const build = roots.length > 1 ? `, ${roots[index]}` : '';
  console.info(
    `a phone's first visit, #/chat at 390 px, 150 ms round trip, 1.6 Mbit/s, CPU 4× slower: chat input visible after (ms, ${PHONE_RUNS} cold runs${build}): min ${sorted[0].toFixed(0)}, median ${median(sorted).toFixed(0)}, max ${sorted.at(-1).toFixed(0)} — goal < 2800 ms`,
  );
}
