// Chat performance in headless Chromium against the built app and the fake OpenAI provider:
//  1. a session of 5,000 messages of mixed markdown: time until the last message is visible, and
//     frame times while scrolling to the top;
//  2. a reply streamed at 200 chunks a second for 20 seconds into a session of 1,000 messages:
//     main-thread busy share, longest frame, characters written to IndexedDB during the stream;
//  3. typing in the input with that session open: keydown to the next frame.
// Usage: npm run build && node bench/chat.mjs
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createFakeProviders } from '../tests/fakes/server.mjs';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SERVER_KEY = 'sk-server-openai';
const LONG_SESSION = 5000;
const STREAM_SESSION = 1000;
const STREAM_CHUNKS = 4000;
const STREAM_DELAY_MS = 5;

const fake = createFakeProviders({ keys: { openai: SERVER_KEY } });
const { url: fakeUrl } = await fake.listen(0);
const port = 3950 + Math.floor(Math.random() * 40);
const appUrl = `http://127.0.0.1:${port}/`;
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { PATH: process.env.PATH, PORT: String(port), HOSTNAME: '127.0.0.1', BASE_URL: `${fakeUrl}/openai`, OPENAI_API_KEY: SERVER_KEY },
  stdio: 'ignore',
});
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${appUrl}api/health`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Message i of a seeded conversation: a mix of the markdown a real conversation has. */
function seededContent(i) {
  switch (i % 5) {
    case 0:
      return `Question ${i}: how do I sort a list in Python, keeping the original order of equal items?`;
    case 1:
      return `## Answer ${i}\n\nUse \`sorted()\`: it is **stable**.\n\n\`\`\`python\nitems = sorted(items, key=lambda item: item.priority)\nprint(items[:3])\n\`\`\`\n\n- it returns a new list\n- \`list.sort()\` sorts in place`;
    case 2:
      return `Thanks! And the difference between a tuple and a list, message ${i}?`;
    case 3:
      return `| type | mutable | hashable |\n|---|---|---|\n| list | yes | no |\n| tuple | no | yes |\n\nA tuple can be a dictionary key; a list cannot (message ${i}).`;
    default:
      return `Message ${i}. ${'This paragraph is here to give the message a realistic length. '.repeat(3)}`;
  }
}

/** Adds `count` messages to the app's current session straight into IndexedDB, then reloads. */
async function seed(page, count) {
  await page.goto(appUrl);
  await page.locator('textarea').waitFor();
  await page.evaluate(
    async ({ count, contents }) => {
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open('polychat');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const sessions = await new Promise((resolve) => {
        const request = db.transaction('sessions').objectStore('sessions').getAll();
        request.onsuccess = () => resolve(request.result);
      });
      const session = sessions[0];
      const now = Date.now();
      const tx = db.transaction(['messages', 'sessions'], 'readwrite');
      for (let i = 0; i < count; i++) {
        tx.objectStore('messages').put({
          id: `seed-${i}`,
          sessionId: session.id,
          seq: i,
          updatedAt: now,
          date: now - (count - i) * 60_000,
          role: i % 2 === 0 ? 'user' : 'assistant',
          content: contents[i],
          ...(i % 2 === 1 ? { model: 'gpt-4o-mini' } : {}),
        });
      }
      tx.objectStore('sessions').put({ ...session, messageCount: count, updatedAt: now });
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    },
    { count, contents: Array.from({ length: count }, (_, i) => seededContent(i)) },
  );
}

function printProfile(profile) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const intervals = profile.timeDeltas;
  profile.samples.forEach((id, index) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (intervals[index] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  console.info('  profile, top self time:');
  for (const [key, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.info(`    ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
  }
}

function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS });
try {
  // 1. Long session.
  {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await seed(page, LONG_SESSION);
    await page.addInitScript((last) => {
      const check = () => {
        const element = document.querySelector(`[data-index="${last}"]`);
        if (element && element.getBoundingClientRect().height > 0) window.__lastVisibleAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, LONG_SESSION - 1);
    await page.reload();
    await page.waitForFunction(() => window.__lastVisibleAt !== undefined, null, { timeout: 30_000 });
    const lastVisible = await page.evaluate(() => window.__lastVisibleAt);
    await page.waitForTimeout(500);
    const frames = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const scroller = document.querySelector('ol[aria-label]')?.parentElement;
          const deltas = [];
          let previous = performance.now();
          const step = (now) => {
            deltas.push(now - previous);
            previous = now;
            if (scroller.scrollTop <= 0) return resolve(deltas);
            scroller.scrollTop -= 600;
            requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
    );
    const sorted = [...frames].sort((a, b) => a - b);
    console.info(`5,000-message session: last message visible after ${lastVisible.toFixed(0)} ms (goal < 400)`);
    console.info(
      `  scrolling to the top: ${frames.length} frames, longest ${sorted.at(-1).toFixed(1)} ms (goal <= 50), p95 ${percentile(sorted, 0.95).toFixed(1)} ms (goal < 17), median ${percentile(sorted, 0.5).toFixed(1)} ms`,
    );
    await context.close();
  }

  // 2 and 3. Streaming into a 1,000-message session, then typing.
  {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await seed(page, STREAM_SESSION);
    await page.addInitScript(() => {
      window.__written = 0;
      window.__counting = false;
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (value, key) {
        if (window.__counting) window.__written += JSON.stringify(value).length;
        return put.call(this, value, key);
      };
      window.__frames = [];
      let previous = 0;
      const frame = (now) => {
        if (previous && window.__counting) window.__frames.push(now - previous);
        previous = now;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.reload();
    await page.locator(`[data-index="${STREAM_SESSION - 1}"]`).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const input = page.locator('textarea');
    await input.fill(`[[fake:chunks=${STREAM_CHUNKS}]] [[fake:delay=${STREAM_DELAY_MS}]] [[fake:paragraphs]] Tell me a long story.`);
    // BENCH_PROFILE=1 prints where the main thread spends the stream, by self time.
    const profiling = process.env.BENCH_PROFILE === '1';
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const beforeMetrics = await metrics();
    const before = beforeMetrics.TaskDuration;
    const start = Date.now();
    await page.evaluate(() => (window.__counting = true));
    await input.press('Enter');
    await page.locator('[aria-busy="true"]').waitFor({ timeout: 10_000 });
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached', timeout: 120_000 });
    const elapsedMs = Date.now() - start;
    await page.evaluate(() => (window.__counting = false));
    const afterMetrics = await metrics();
    const busyShare = (afterMetrics.TaskDuration - before) / (elapsedMs / 1000);
    const share = (name) => (((afterMetrics[name] - beforeMetrics[name]) / (elapsedMs / 1000)) * 100).toFixed(1);
    if (profiling) printProfile((await cdp.send('Profiler.stop')).profile);
    const { written, frames } = await page.evaluate(() => ({ written: window.__written, frames: window.__frames }));
    const sorted = [...frames].sort((a, b) => a - b);
    console.info(
      `streaming ${STREAM_CHUNKS} chunks (${(STREAM_CHUNKS / (elapsedMs / 1000)).toFixed(0)}/s over ${(elapsedMs / 1000).toFixed(1)} s) into a 1,000-message session:`,
    );
    console.info(
      `  main thread busy ${(busyShare * 100).toFixed(1)}% (goal < 30%): script ${share('ScriptDuration')}%, style ${share('RecalcStyleDuration')}%, layout ${share('LayoutDuration')}%`,
    );
    console.info(`  longest frame ${sorted.at(-1).toFixed(1)} ms (goal <= 50), p95 ${percentile(sorted, 0.95).toFixed(1)} ms`);
    console.info(`  characters written to IndexedDB during the stream: ${written.toLocaleString('en')} (goal < 1,000,000)`);

    const latencies = await (async () => {
      await page.evaluate(() => {
        window.__keyLatencies = [];
        document.addEventListener(
          'keydown',
          (event) => {
            const down = event.timeStamp;
            requestAnimationFrame((now) => window.__keyLatencies.push(now - down));
          },
          true,
        );
      });
      await input.click();
      await input.fill('');
      await page.keyboard.type('The quick brown fox jumps over the lazy dog while the chat stays smooth.', { delay: 30 });
      return page.evaluate(() => window.__keyLatencies);
    })();
    const keys = [...latencies].sort((a, b) => a - b);
    console.info(
      `typing ${keys.length} keys with 1,000 messages open: keydown to next frame median ${percentile(keys, 0.5).toFixed(1)} ms (goal < 10), worst ${keys.at(-1).toFixed(1)} ms (goal <= 16)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
  await fake.close();
}
