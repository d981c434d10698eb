// The session list with many chats, in headless Chromium against the built app: for 20 and for
// 2,000 sessions (each with a mask carrying a preset context, as real ones do), the time from
// navigation until the chat input and the list are up, the rows drawn, and frame times while the
// sidebar scrolls from the first chat to the last. The figures that matter are the ratios between
// the two sizes, measured in the same run.
// Usage: npm run build && node bench/sessions.mjs
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SIZES = [20, 2000];
const LOADS = 5;

const port = 3990 + Math.floor(Math.random() * 9);
const appUrl = `http://127.0.0.1:${port}/`;
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { PATH: process.env.PATH, PORT: String(port), HOSTNAME: '127.0.0.1' },
  stdio: 'ignore',
});
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${appUrl}api/health`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Makes the app's stored chats `count` sessions, straight in IndexedDB. */
async function seed(page, count) {
  await page.goto(`${appUrl}#/chat`);
  await page.locator('textarea').waitFor();
  await page.waitForTimeout(300);
  await page.evaluate(async (count) => {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('polychat');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const first = await new Promise((resolve) => {
      const request = db.transaction('sessions').objectStore('sessions').getAll();
      request.onsuccess = () => resolve(request.result[0]);
    });
    const context = [
      { id: 'c1', date: 0, role: 'system', content: 'You are a careful assistant. Answer briefly, cite sources, and say when you are unsure.' },
      { id: 'c2', date: 0, role: 'user', content: 'Keep answers under 200 words unless asked for more.' },
    ];
    const tx = db.transaction('sessions', 'readwrite');
    const now = Date.now();
    for (let i = 0; i < count; i++) {
      tx.objectStore('sessions').put({
        ...first,
        id: i === 0 ? first.id : `bench-${i}`,
        topic: `Conversation number ${i} about a topic`,
        order: i,
        messageCount: i % 50,
        lastUpdate: now - i * 60_000,
        updatedAt: now,
        mask: { ...first.mask, context },
      });
    }
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  }, count);
}

async function measure(browser, count) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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
  const frames = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const scroller = document.querySelector('[role="list"][aria-label]')?.parentElement;
        const deltas = [];
        let previous = performance.now();
        const step = (now) => {
          deltas.push(now - previous);
          previous = now;
          if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) return resolve(deltas.slice(1));
          scroller.scrollTop += 400;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
  await context.close();
  const sortedLoads = [...loads].sort((a, b) => a - b);
  const sortedFrames = [...frames].sort((a, b) => a - b);
  return {
    count,
    load: percentile(sortedLoads, 0.5),
    rows,
    frames: frames.length,
    p95: percentile(sortedFrames, 0.95),
    longest: sortedFrames.at(-1),
  };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS });
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
  server.kill();
}
