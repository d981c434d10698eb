// What the benchmarks share: the built server, headless Chromium, the app's IndexedDB, bundling the
// app's own sources for Node, and reading figures off sorted timings. Kept in one place so that two
// benches measuring the same thing measure it the same way.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { putRecords, readStore } from '../tests/support/app-storage.mjs';

export { putRecords };

/** The repository root: bundles resolve the app's sources from here, whatever folder a bench is
 * started from. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The window every browser bench measures in, so that the figures of different benches speak of
 * the same amount of drawing. */
export const VIEWPORT = { width: 1280, height: 800 };

/** Chromium without the network and background work of its own (updates, sync, QUIC probing),
 * which would land in the timings at random; no GPU, as the machine has none. */
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Debian's full browser, the one users run; its headless mode is the whole browser without a window. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
/** Debian's headless shell: the same Blink and V8 without the browser's own pages and services. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Headless Chromium: Debian's full browser unless told otherwise, or the one CHROMIUM_PATH names,
 * with `extraArgs` after the usual flags (a fake microphone). Playwright is loaded here, on first
 * use, so that the benches that stay in Node do not pay for loading it. */
export async function launchChromium(executablePath = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM, extraArgs = []) {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS, ...extraArgs] });
}

/**
 * Starts the built server (npm run build) with `env` added to a bare environment, so that provider
 * keys in the developer's shell do not change what a bench measures. The server picks its own port
 * (PORT=0) and the URL is read from the line it prints once it listens: no two benches, nor a bench
 * and the e2e tests, can race for a port, and nothing is measured before the server answers.
 * Resolves with the app's URL (ending in /) and `stop`. SERVER_MAIN runs another build of the
 * server instead, to compare two in one sitting.
 */
/** The server's setting for the build it serves: the one WEB_ROOT names, else dist/web. */
export const servedBuild = () => (process.env.WEB_ROOT ? { WEB_ROOT: process.env.WEB_ROOT } : {});

export function startServer(env = {}) {
  const child = spawn(process.execPath, [process.env.SERVER_MAIN ?? path.join(ROOT, 'dist', 'server', 'main.js')], {
    env: { PATH: process.env.PATH, ...env, PORT: '0', HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const fail = (why) => {
      clearTimeout(timer);
      child.kill();
      reject(new Error(`dist/server/main.js ${why}:\n${output}`));
    };
    const timer = setTimeout(() => fail('did not listen within 15 s'), 15_000);
    child.once('error', (error) => fail(`did not start (${error.message})`));
    child.once('exit', (code) => fail(`exited with ${code}`));
    child.stderr.on('data', (data) => (output += data));
    child.stdout.on('data', (data) => {
      output += data;
      const url = /Listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      // Keep draining its output: a full pipe would block the server's next log line.
      for (const stream of [child.stdout, child.stderr]) stream.removeAllListeners('data').resume();
      resolve({ url: `${url}/`, stop: () => stopChild(child) });
    });
  });
}

/** Resolves once the server has exited. It closes its connections before it exits on SIGTERM, so a
 * connection left open would keep a finished bench waiting: after 2 s it is killed outright. */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill();
  });
}

/** Resolves when the page logs `bench:<name>`: how an init script says a timed moment has come.
 * Waiting from inside the page (waitForFunction) would put Playwright's own script, 330 KB, into
 * the page while it loads: 30 ms of its main thread that no reader's browser spends. Call before
 * the navigation it waits for. */
export function pageSignal(page, name, timeout = 15_000) {
  return page.waitForEvent('console', { predicate: (message) => message.text() === `bench:${name}`, timeout });
}

/** The session record the app stores at start: seeded sessions copy it, so that they carry every
 * field the app's current schema has without the benches knowing them. */
/** Waits until the app's offline copy is in place: its service worker active, every file it keeps
 * downloaded. The worker registers a few seconds after a page loads and then downloads some
 * megabytes; a load or a stream timed meanwhile shares the two cores with it (a 20,000-message
 * chat's last message showed 100–150 ms later). Timed after, a load is a returning reader's. A build
 * without a worker is waited for only as long as a registration would take to appear. */
export async function offlineCopyInPlace(page) {
  await page.evaluate(
    async ({ registerWithinMs, readyWithinMs }) => {
      const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
      const deadline = performance.now() + registerWithinMs;
      while (!(await navigator.serviceWorker.getRegistration())) {
        if (performance.now() > deadline) return;
        await wait(200);
      }
      await Promise.race([navigator.serviceWorker.ready, wait(readyWithinMs)]);
    },
    { registerWithinMs: 10_000, readyWithinMs: 60_000 },
  );
}

export async function firstSession(page) {
  const [session] = await readStore(page, 'sessions');
  return session;
}

/**
 * Frame-to-frame times, in the page, while the scrolling parent of `listSelector` moves `step`
 * pixels a frame until it reaches the end (the top for a negative step), or for `maxFrames` frames.
 * A step each frame is how fast flinging looks to a virtualised list: every frame has new rows to
 * draw, so the slowest frames show. The first time is from the call to the first frame.
 */
export function scrollFrames(page, listSelector, step, maxFrames = Infinity) {
  return page.evaluate(
    ({ listSelector, step, maxFrames }) =>
      new Promise((resolve) => {
        const scroller = document.querySelector(listSelector)?.parentElement;
        const atEnd = () => (step < 0 ? scroller.scrollTop <= 0 : scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1);
        const deltas = [];
        let previous = performance.now();
        const frame = (now) => {
          deltas.push(now - previous);
          previous = now;
          if (atEnd() || deltas.length >= maxFrames) return resolve(deltas);
          // As a reader's wheel: the chat's list lets go of its end only for the reader's input.
          scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: step, bubbles: true }));
          scroller.scrollTop += step;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    // Infinity does not survive the trip into the page (it arrives as null).
    { listSelector, step, maxFrames: Number.isFinite(maxFrames) ? maxFrames : Number.MAX_SAFE_INTEGER },
  );
}

/**
 * Bundles `entry` (TypeScript source, resolved from the repository root) for Node into `outfile`:
 * the benches time the app's own modules, bundled as they ship, rather than copies of them.
 * `options` are esbuild's, added to or overriding these.
 */
export async function bundle(entry, outfile, options = {}) {
  await build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'error',
    ...options,
  });
}

/** Bundles `entry` as `bundle` does and imports it; the bundle lives in a temporary folder only
 * until it is imported, so runs leave nothing behind. Every name the entry re-exports must be
 * there: esbuild drops a re-export it cannot find from TypeScript (it might have been a type), and
 * nothing else follows these strings (knip neither), so a name made private in `src` would
 * otherwise reach the bench as undefined. */
export async function importBundle(name, entry, options = {}) {
  const outdir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  try {
    const outfile = path.join(outdir, 'lib.mjs');
    await bundle(entry, outfile, options);
    const lib = await import(pathToFileURL(outfile).href);
    const missing = reExportedNames(entry).filter((exported) => lib[exported] === undefined);
    if (missing.length > 0) throw new Error(`bench ${name}: ${missing.join(', ')} not exported by the source it names`);
    return lib;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** The names `export { a, b as c } from '…'` lines give, type-only ones left out. */
function reExportedNames(entry) {
  return [...entry.matchAll(/export\s*{([^}]*)}/g)]
    .flatMap(([, list]) => list.split(','))
    .map((item) => item.trim())
    .filter((item) => item && !item.startsWith('type '))
    .map((item) => item.split(/\s+as\s+/).at(-1));
}

/** Milliseconds that `fn` takes, run once; `performance.now()` as the figures are sub-millisecond. */
export function elapsed(fn) {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** A sorted copy, smallest first, as `percentile` wants it. */
export const ascending = (values) => [...values].sort((a, b) => a - b);

/** The value at rank `q` (0 to 1) of `sorted`, without interpolating: a time some run really took,
 * the way every figure in docs/BENCHMARKS.md has been read (NaN when there is none). */
export function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** The middle value of `sorted` (the upper one of an even count), as `percentile` reads it. */
export const median = (sorted) => percentile(sorted, 0.5);
