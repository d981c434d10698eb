// Start-up benchmark: the gzip size of the JavaScript the first screen needs, and the time from
// navigation until the chat input is visible, in headless Chromium with a cold cache.
// Usage: npm run build && node bench/startup.mjs [runs]
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';

const RUNS = Number(process.argv[2] ?? 15);
const PORT = 3900 + Math.floor(Math.random() * 50);
const URL = `http://127.0.0.1:${PORT}/`;
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { PATH: process.env.PATH, PORT: String(PORT), HOSTNAME: '127.0.0.1' },
  stdio: 'ignore',
});
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${URL}api/health`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS });
const times = [];
let jsGzip = 0;
let jsRaw = 0;
let jsFiles = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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
    await page.goto(URL);
    await page.waitForFunction(() => window.__inputVisibleAt !== undefined, null, { timeout: 15_000 });
    times.push(await page.evaluate(() => window.__inputVisibleAt));
    if (run === 0) {
      await page.waitForTimeout(200);
      jsFiles = [...scripts.entries()].map(([url, body]) => ({ url: new globalThis.URL(url).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }));
      jsRaw = jsFiles.reduce((sum, file) => sum + file.raw, 0);
      jsGzip = jsFiles.reduce((sum, file) => sum + file.gzip, 0);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}

times.sort((a, b) => a - b);
const pick = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
console.info('JavaScript loaded for the first screen:');
for (const file of jsFiles) console.info(`  ${file.url}  ${(file.raw / 1024).toFixed(1)} KB raw, ${(file.gzip / 1024).toFixed(1)} KB gzip`);
console.info(`first-screen JS: ${(jsGzip / 1024).toFixed(1)} KB gzip (${(jsRaw / 1024).toFixed(1)} KB raw) — goal < 150 KB gzip`);
console.info(`chat input visible after (ms, ${RUNS} cold runs): median ${pick(0.5).toFixed(0)}, p90 ${pick(0.9).toFixed(0)}, min ${times[0].toFixed(0)}, max ${times.at(-1).toFixed(0)} — goal < 400 ms`);
