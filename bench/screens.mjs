// Screen-opening benchmark: the time from asking for a screen that is not on the first screen
// (Settings, Masks, Plugins, Search; the address changed as a sidebar button does) until its
// header shows in a frame, the first time it opens, in headless Chromium with a fresh profile and
// an empty cache for every run. The screen's code and strings are fetched then, from the local
// server: the figure is what the app adds around that.
// Usage: npm run build && node bench/screens.mjs [runs]
//   WEB_ROOT=a,b serves each build and alternates them run by run (see bench/startup.mjs).
import { ascending, HEADLESS_SHELL, launchChromium, median, pageSignal, startServer, VIEWPORT } from './support.mjs';

const RUNS = Number(process.argv[2] ?? 5);
/** Each screen's address and the title its header shows, in English. */
const SCREENS = [
  ['#/settings', 'Settings'],
  ['#/chat/masks', 'Masks'],
  ['#/plugins', 'Plugins'],
  ['#/search-chat', 'Search chats'],
];

const roots = (process.env.WEB_ROOT ?? '').split(',').filter(Boolean);
const servers = await Promise.all((roots.length > 0 ? roots : [undefined]).map((root) => startServer(root ? { WEB_ROOT: root } : {})));

/** One fresh visit: the chat first, then, once the page is idle, each screen in turn (its first
 * opening); the time of each, in ms. */
async function visit(browser, appUrl) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  const page = await context.newPage();
  const ready = pageSignal(page, 'input-visible');
  await page.addInitScript(() => {
    const check = () => (document.querySelector('textarea') ? console.debug('bench:input-visible') : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });
  await page.goto(appUrl);
  await ready;
  await page.waitForLoadState('networkidle');
  const times = [];
  for (const [hash, title] of SCREENS) {
    times.push(
      await page.evaluate(
        ([target, expected]) =>
          new Promise((resolve, reject) => {
            const start = performance.now();
            const give = setTimeout(() => reject(new Error(`${target} did not show "${expected}"`)), 15_000);
            const check = () => {
              const heading = [...document.querySelectorAll('header h2')].find((h) => h.textContent === expected);
              if (heading && heading.getBoundingClientRect().height > 0) {
                clearTimeout(give);
                resolve(performance.now() - start);
              } else requestAnimationFrame(check);
            };
            location.hash = target;
            requestAnimationFrame(check);
          }),
        [hash, title],
      ),
    );
  }
  await context.close();
  return times;
}

const browser = await launchChromium(HEADLESS_SHELL);
const results = servers.map(() => SCREENS.map(() => []));
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [index, server] of servers.entries()) {
      const times = await visit(browser, server.url);
      times.forEach((time, screen) => results[index][screen].push(time));
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
for (const [index, byScreen] of results.entries()) {
  const label = roots[index] ?? 'dist/web';
  for (const [screen, times] of byScreen.entries()) {
    const sorted = ascending(times);
    const [hash] = SCREENS[screen];
    console.log(
      `${hash} opened, first time (ms, ${RUNS} fresh visits, headless shell, ${label}): min ${sorted[0].toFixed(0)}, median ${median(sorted).toFixed(0)}, max ${sorted.at(-1).toFixed(0)}`,
    );
  }
}
