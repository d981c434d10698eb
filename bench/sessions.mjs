// The session list with many chats, in headless Chromium against the built app: for 20 and for
// 2,000 sessions (each with a mask carrying a preset context, as real ones do), the time from
// navigation until the chat input and the list are up, the rows drawn, and frame times while the
// sidebar scrolls from the first chat to the last. The figures that matter are the ratios between
// the two sizes, measured in the same run.
// Usage: npm run build && node bench/sessions.mjs
import { ascending, firstSession, launchChromium, median, percentile, putRecords, scrollFrames, startServer, VIEWPORT } from './support.mjs';

const SIZES = [20, 2000];
const LOADS = 5;

const server = await startServer();
const appUrl = server.url;

/** Makes the app's stored chats `count` sessions, straight in IndexedDB. */
async function seed(page, count) {
  await page.goto(`${appUrl}#/chat`);
  await page.locator('textarea').waitFor();
  await page.waitForTimeout(300);
  const first = await firstSession(page);
  const context = [
    { id: 'c1', date: 0, role: 'system', content: 'You are a careful assistant. Answer briefly, cite sources, and say when you are unsure.' },
    { id: 'c2', date: 0, role: 'user', content: 'Keep answers under 200 words unless asked for more.' },
  ];
  const now = Date.now();
  const sessions = Array.from({ length: count }, (_, i) => ({
    ...first,
    id: i === 0 ? first.id : `bench-${i}`,
    topic: `Conversation number ${i} about a topic`,
    order: i,
    messageCount: i % 50,
    lastUpdate: now - i * 60_000,
    updatedAt: now,
    mask: { ...first.mask, context },
  }));
  await putRecords(page, { sessions });
}

async function measure(browser, count) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await seed(page, count);
  const loads = [];
  for (let i = 0; i < LOADS; i++) {
    const start = Date.now();
    await page.goto(`${appUrl}#/chat`, { waitUntil: 'commit' });
    await page.reload({ waitUntil: 'commit' });
    await page.locator('textarea').waitFor();
    await page.locator('[role="listitem"][aria-posinset="1"]').waitFor();
    loads.push(Date.now() - start);
  }
  const rows = await page.locator('[role="listitem"]').count();
  // Without the first time, which is from the call to the first frame rather than between frames.
  const frames = (await scrollFrames(page, '[role="list"][aria-label]', 400)).slice(1);
  await context.close();
  const sortedFrames = ascending(frames);
  return {
    count,
    load: median(ascending(loads)),
    rows,
    frames: frames.length,
    p95: percentile(sortedFrames, 0.95),
    longest: sortedFrames.at(-1),
  };
}

const browser = await launchChromium();
try {
  const results = [];
  for (const size of SIZES) results.push(await measure(browser, size));
  for (const r of results) {
    console.info(
      `${String(r.count).padStart(5)} sessions: input and list up ${r.load} ms (median of ${LOADS}), ${r.rows} rows drawn; scrolling to the last: ${r.frames} frames, p95 ${r.p95.toFixed(1)} ms, longest ${r.longest.toFixed(1)} ms`,
    );
  }
  const [small, large] = results;
  console.info(
    `ratio 2,000 / 20: load ${(large.load / small.load).toFixed(2)}×, rows drawn ${(large.rows / small.rows).toFixed(2)}× (20 chats fit in a few frames of scrolling: only the 2,000 figures say anything about scrolling)`,
  );
  console.info(`load average: ${(await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').trim()}`);
} finally {
  await browser.close();
  await server.stop();
}
