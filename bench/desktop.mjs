// Desktop app benchmark: how long the packaged shell takes to show the chat input, how much memory
// the whole app (Node and every web view process it starts) holds idle and after a long streamed
// reply, how much CPU it burns idle, and how large its packages are. The app runs in a real window
// on a virtual display of the bench's own, as tests/desktop/desktop-app.spec.ts runs it.
// Usage: npm run build:desktop && node bench/desktop.mjs [runs]   (npm run package:desktop for the package sizes)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startDisplay } from '../tests/desktop/support/display.mjs';
import { createFakeProviders } from '../tests/fakes/server.mjs';
import { ascending, median, ROOT } from './support.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const MAIN = path.join(ROOT, 'dist', 'desktop', 'main.js');
const PACKAGES = path.join(ROOT, 'dist', 'packages');
/** Inside the chat list's background, which a dialog's overlay darkens; and the chat input, at the
 * bottom of the 1280 × 800 window (the same points as the desktop spec's). */
const OVERLAY_PROBE = { x: 20, y: 400 };
const CHAT_INPUT = { x: 790, y: 740 };
/** About 2,000 pieces over about 10 s: a long answer, in paragraphs, as a model streams it. */
const LONG_REPLY = '[[fake:chunks=2000]] [[fake:delay=5]] [[fake:paragraphs]]';
/** Idle is measured this long after the chat input shows: the first screen's late chunks, the
 * strings and the web view's own start-up work are over by then. */
const SETTLE_MS = 5000;
const CPU_WINDOW_MS = 5000;
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
const MB = 1024 * 1024;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Apps still running, stopped in the end if a run fails half-way, so none is left on the display. */
const running = new Set();

for (const file of [MAIN, path.join(ROOT, 'dist', 'desktop-web', 'index.html')]) {
  if (!existsSync(file)) {
    console.error(`${path.relative(ROOT, file)} is missing: run npm run build:desktop first.`);
    process.exit(1);
  }
}

/** Mean of red, green and blue at the probe: light app, dark overlay, black before the first paint. */
async function brightness(display) {
  const [r, g, b] = await display.pixel(OVERLAY_PROBE.x, OVERLAY_PROBE.y);
  return (r + g + b) / 3;
}

async function until(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Starts the app as a user does, with a data directory of the bench's; `ready` resolves with the
 * app's own count (from its process start) and the bench's (from spawn) when the input shows. */
function launch(display, dataDir, args = []) {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [MAIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...display.env, POLYCHAT_DATA_DIR: dataDir, POLYCHAT_REPORT_READY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  running.add(child);
  void exited.then(() => running.delete(child));
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "Chat input visible" within 60 s:\n${output}`)), 60_000);
    const collect = (chunk) => {
      output += chunk;
      const shown = /Chat input visible (\d+) ms after launch/.exec(output);
      if (!shown) return;
      clearTimeout(timer);
      resolve({ app: Number(shown[1]), spawn: performance.now() - spawnedAt, host: /\((\w+) window/.exec(output)?.[1] });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then((code) => reject(new Error(`the app exited (${code}) before its input showed:\n${output}`)));
  });
  /** SIGTERM, as the system stops it; the exit code (0 expected), or 'hung' after 15 s. */
  const stop = async () => {
    child.kill('SIGTERM');
    const code = await Promise.race([exited, sleep(15_000).then(() => 'hung')]);
    if (code === 'hung') child.kill('SIGKILL');
    return code;
  };
  return { pid: child.pid, ready, stop };
}

/** The pid's whole process tree: the web view's processes are the Node process's children (and
 * theirs), found through the parent pid in /proc/<pid>/stat. */
function processTree(root) {
  const children = new Map();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const parent = statFields(name)?.[1];
    if (parent) children.set(parent, [...(children.get(parent) ?? []), name]);
  }
  const tree = [String(root)];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces): state, ppid, …,
 * so utime and stime are [11] and [12]. Undefined when the process has gone. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

const kbField = (file, field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(file)?.[1] ?? 0);
const readOr = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** RSS counts a shared library once per process that maps it; PSS splits it between them, so the
 * PSS sum is what the app costs the machine. Both in MB, PSS also by process name (node,
 * WebKitWebProces, WebKitNetworkPr: /proc cuts names at 15 characters). */
function memory(root) {
  const total = { rss: 0, pss: 0, byName: {}, processes: 0 };
  for (const pid of processTree(root)) {
    const pss = kbField(readOr(`/proc/${pid}/smaps_rollup`), 'Pss') / 1024;
    const name = readOr(`/proc/${pid}/comm`).trim();
    total.rss += kbField(readOr(`/proc/${pid}/status`), 'VmRSS') / 1024;
    total.pss += pss;
    total.byName[name] = (total.byName[name] ?? 0) + pss;
    total.processes += 1;
  }
  return total;
}

const cpuTicks = (root) => new Map(processTree(root).map((pid) => [pid, statFields(pid)?.slice(11, 13).reduce((sum, ticks) => sum + Number(ticks), 0) ?? 0]));

/** CPU the tree used between two `cpuTicks` samples, in % of one core (processes in both only). */
function cpuPercent(before, after, ms) {
  let ticks = 0;
  for (const [pid, end] of after) if (before.has(pid)) ticks += end - before.get(pid);
  return ((ticks / CLOCK_TICKS) * 1000 * 100) / ms;
}

/** Idle figures: memory once the start-up has settled, then CPU over the next few seconds. */
async function idle(pid) {
  await sleep(SETTLE_MS);
  const mem = memory(pid);
  const before = cpuTicks(pid);
  await sleep(CPU_WINDOW_MS);
  return { ...mem, cpu: cpuPercent(before, cpuTicks(pid), CPU_WINDOW_MS) };
}

/** A launch with the fast link, the offered settings applied with Enter, one message typed and sent
 * as a person would; memory is read 2 s after the fake has sent the last piece of the reply. */
async function streamedReply(display, dataDir, fake, fakeUrl, runIndex) {
  const link = `#/?settings=${encodeURIComponent(JSON.stringify({ key: 'sk-bench', url: `${fakeUrl}/openai` }))}`;
  const app = launch(display, dataDir, [link]);
  await app.ready;
  // A new window is black until its first paint: it must be drawn before a dark probe means a dialog.
  await until(async () => (await brightness(display)) > 200, 60_000, 'the app to be drawn');
  await until(async () => (await brightness(display)) < 200, 60_000, 'the fast link dialog');
  await display.xdotool('key', 'Return');
  await until(async () => (await brightness(display)) > 200, 10_000, 'the dialog to close');
  const text = `Bench run ${runIndex} long reply ${LONG_REPLY}`;
  await display.xdotool('mousemove', String(CHAT_INPUT.x), String(CHAT_INPUT.y), 'click', '1');
  await display.xdotool('type', '--delay', '15', text);
  const before = cpuTicks(app.pid);
  const sentAt = performance.now();
  await display.xdotool('key', 'Return');
  await until(() => fake.requests.find((entry) => entry.body.includes(text))?.completed, 60_000, 'the reply to stream to its end');
  const streamMs = performance.now() - sentAt;
  const streamCpu = cpuPercent(before, cpuTicks(app.pid), streamMs);
  await sleep(2000);
  return { ...memory(app.pid), streamMs, streamCpu, exit: await app.stop() };
}

function packageSizes() {
  const files = existsSync(PACKAGES) ? readdirSync(PACKAGES) : [];
  const deb = files.find((name) => name.endsWith('.deb'));
  const tar = files.find((name) => name.endsWith('.tar.gz'));
  if (!deb || !tar) return console.info('\nNo packages in dist/packages: run npm run package:desktop first for their sizes.');
  const size = (name) => (statSync(path.join(PACKAGES, name)).size / MB).toFixed(1);
  const installedKiB = Number(execFileSync('dpkg-deb', ['-f', path.join(PACKAGES, deb), 'Installed-Size'], { encoding: 'utf8' }));
  console.info(`\nPackages (MB = 2^20 bytes): ${deb} ${size(deb)} MB, installed ${(installedKiB / 1024).toFixed(1)} MB; ${tar} ${size(tar)} MB`);
}

const figures = new Map();
const record = (label, value) => figures.set(label, [...(figures.get(label) ?? []), value]);
const exits = [];
// Other work on a two-core machine moves every figure here: the load says whether there was any.
const loadAtStart = loadavg()[0];
const display = await startDisplay();
const fake = createFakeProviders({ keys: { openai: 'sk-bench' } });
const { url: fakeUrl } = await fake.listen(0);
try {
  for (let i = 0; i < RUNS; i++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'polychat-bench-desktop-'));
    try {
      // First launch: an empty data directory, as just after installing (the OS file cache is warm).
      for (const launchKind of ['first', 'second']) {
        const app = launch(display, dataDir);
        const shown = await app.ready;
        if (shown.host !== 'webview') console.warn(`run ${i + 1}: the app opened a ${shown.host} window, not the web view`);
        record(`${launchKind} launch → input visible, as the app counts it (ms)`, shown.app);
        record(`${launchKind} launch → input visible, from spawn (ms)`, shown.spawn);
        const still = await idle(app.pid);
        record(`idle after ${launchKind} launch: RSS sum (MB)`, still.rss);
        record(`idle after ${launchKind} launch: PSS sum (MB)`, still.pss);
        if (launchKind === 'first') for (const [name, pss] of Object.entries(still.byName)) record(`  of which ${name} PSS (MB)`, pss);
        record(`idle after ${launchKind} launch: CPU (% of one core)`, still.cpu);
        record('processes in the app', still.processes);
        exits.push(await app.stop());
      }
      // Third launch of the same install: the long reply.
      const after = await streamedReply(display, dataDir, fake, fakeUrl, i + 1);
      record('after a 2,000-piece reply: RSS sum (MB)', after.rss);
      record('after a 2,000-piece reply: PSS sum (MB)', after.pss);
      for (const [name, pss] of Object.entries(after.byName)) record(`  of which ${name} PSS after the reply (MB)`, pss);
      record('reply streamed in (ms)', after.streamMs);
      record('CPU while streaming (% of one core)', after.streamCpu);
      exits.push(after.exit);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.info(`run ${i + 1} of ${RUNS} done`);
  }
} finally {
  for (const child of running) child.kill('SIGKILL');
  await fake.close();
  display.close();
}

console.info(`\nDesktop app, ${RUNS} runs (min / median / max); load average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end:`);
const width = Math.max(...[...figures.keys()].map((label) => label.length));
for (const [label, values] of figures) {
  const sorted = ascending(values);
  const digits = sorted.at(-1) < 100 && !label.includes('processes') ? 1 : 0;
  console.info(`  ${label.padEnd(width)}  ${[sorted[0], median(sorted), sorted.at(-1)].map((value) => value.toFixed(digits)).join(' / ')}`);
}
const clean = exits.filter((code) => code === 0).length;
console.info(`SIGTERM: ${clean} of ${exits.length} launches exited with 0${clean === exits.length ? '' : ` (others: ${exits.filter((code) => code !== 0).join(', ')})`}`);
packageSizes();
