// The Linux packages a user installs (scripts/package-desktop.mjs): the .deb declares what it needs
// and holds the launcher, the menu entry, the icon, Node and the UI; the portable .tar.gz holds the
// same app; and, as root, the installed .deb opens the PolyChat window under a fresh Xvfb display.
// No browser here: only child processes.
import { test, expect } from '@playwright/test';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
const DEB = join(ROOT, 'dist', 'packages', `polychat_${version}_amd64.deb`);
const TOP = `polychat-${version}-linux-x64`;
const TARBALL = join(ROOT, 'dist', 'packages', `${TOP}.tar.gz`);
const SCREENSHOT = join(ROOT, 'test-results', 'desktop', 'installed-window.png');
/** The app's files both packages carry (under /usr/lib/polychat in the .deb, the top folder in the tarball). */
const APP_FILES = ['node', 'desktop/main.js', 'desktop/node_modules/webview-napi/webview-napi.linux-x64-gnu.node', 'desktop/webview_microphone.node', 'desktop-web/index.html'];
/** A window that drew the UI has hundreds of colours (text, logo); a blank or black one has a few. */
const DRAWN_COLOURS = 100;
const WINDOW_WAIT_MS = 30_000;

const run = promisify(execFile);
/** Listings of the packages run to thousands of lines (the UI's assets). */
const output = async (file: string, args: string[]) => (await run(file, args, { maxBuffer: 64 * 1024 * 1024 })).stdout;

test.describe.configure({ mode: 'serial' });

let scratch = '';
let xvfb: ChildProcess | undefined;
let app: ChildProcess | undefined;
let installed = false;

test.beforeAll(async () => {
  // Building the UI, bundling and compressing 100 MB twice: about a minute on two free cores.
  test.setTimeout(600_000);
  scratch = mkdtempSync(join(tmpdir(), 'polychat-desktop-package-'));
  await run(process.execPath, [join(ROOT, 'scripts', 'package-desktop.mjs')], { cwd: ROOT });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  if (app) await stop(app);
  if (xvfb) await stop(xvfb);
  if (installed) await run('dpkg', ['-r', 'polychat']);
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('the .deb declares its dependencies and holds the launcher, menu entry, icon, Node and UI', async () => {
  const field = async (name: string) => (await output('dpkg-deb', ['-f', DEB, name])).trim();
  expect(await field('Package')).toBe('polychat');
  expect(await field('Version')).toBe(version);
  expect(await field('Architecture')).toBe('amd64');
  expect(Number(await field('Installed-Size'))).toBeGreaterThan(50_000);
  const depends = (await field('Depends')).split(/,\s*/).map((dependency) => dependency.split(' ')[0]);
  expect(depends).toEqual(expect.arrayContaining(['libwebkit2gtk-4.1-0', 'libgtk-3-0', 'libstdc++6', 'libc6']));
  expect(await field('Suggests')).toContain('chromium');
  expect(await output('dpkg-deb', ['-I', DEB])).toContain('Description: multi-provider AI chat client');
  // An ar archive: the data member's name says how it is compressed (zstd, as scripts/package-desktop.mjs says).
  expect(readFileSync(DEB).subarray(0, 64 * 1024).toString('latin1')).toMatch(/data\.tar\.zst /);

  const listing = await output('dpkg-deb', ['-c', DEB]);
  const entry = (path: string) => listing.split('\n').find((line) => line.endsWith(` ./${path}`));
  for (const path of ['usr/bin/polychat', 'usr/lib/polychat/node']) expect(entry(path), path).toMatch(/^-rwxr-xr-x root\/root /);
  for (const path of [
    'usr/share/applications/polychat.desktop',
    'usr/share/icons/hicolor/256x256/apps/polychat.png',
    'usr/share/icons/hicolor/scalable/apps/polychat.svg',
    ...APP_FILES.map((file) => `usr/lib/polychat/${file}`),
  ]) {
    expect(entry(path), path).toBeDefined();
  }
  // Only the Linux x64 binary of webview-napi (the other platforms' would add 60 MB) and the app's
  // microphone module.
  expect(listing.match(/\.node$/gm)).toHaveLength(2);
});

test('the tar.gz holds the same app under one folder, with its launcher, icon and README', async () => {
  const inTarball = (await output('tar', ['-tzf', TARBALL])).split('\n').filter(Boolean);
  expect(inTarball.every((path) => path.startsWith(`${TOP}/`))).toBe(true);
  const files = new Set(inTarball.map((path) => path.slice(TOP.length + 1)).filter((path) => path && !path.endsWith('/')));
  for (const file of [...APP_FILES, 'polychat', 'polychat.png', 'polychat.desktop', 'README.txt']) expect(files.has(file), file).toBe(true);

  const inDeb = (await output('dpkg-deb', ['-c', DEB]))
    .split('\n')
    .map((line) => line.match(/ \.\/usr\/lib\/polychat\/(.+[^/])$/)?.[1])
    .filter((path): path is string => path !== undefined);
  const portableOnly = new Set(['polychat', 'polychat.png', 'polychat.desktop', 'README.txt']);
  expect([...files].filter((file) => !portableOnly.has(file)).sort()).toEqual(inDeb.sort());
});

test('installed, the app opens the PolyChat window', async () => {
  test.skip(process.getuid?.() !== 0, 'installing a .deb needs root');
  test.setTimeout(120_000);
  // A copy left by an earlier run that was cut short would make this one an upgrade: start clean.
  if (await isInstalled()) await run('dpkg', ['--purge', 'polychat']);
  installed = true;
  await run('dpkg', ['-i', DEB]);
  expect(existsSync('/usr/bin/polychat')).toBe(true);
  expect((await output('/usr/lib/polychat/node', ['--version'])).trim()).toBe(process.version);
  if (await available('desktop-file-validate')) await run('desktop-file-validate', ['/usr/share/applications/polychat.desktop']);

  // A picture from an earlier run must not stand in for this one's.
  rmSync(SCREENSHOT, { force: true });
  const display = await startXvfb();
  const home = join(scratch, 'home');
  mkdirSync(home);
  const log = join(scratch, 'app.log');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DISPLAY: display,
    HOME: home,
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_CACHE_HOME: join(home, '.cache'),
    // WebKit's DMA-BUF renderer draws blank windows without a GPU.
    WEBKIT_DISABLE_DMABUF_RENDERER: '1',
  };
  // The installed copy must find its own UI, not one a developer's variables point to.
  delete env.POLYCHAT_WEB_ROOT;
  delete env.WAYLAND_DISPLAY;
  // A process group of its own, so SIGTERM reaches WebKit's helper processes too.
  const logFd = openSync(log, 'w');
  app = spawn('/usr/bin/polychat', [], { env, detached: true, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  const exited = new Promise<string>((resolve) => app?.once('exit', (code, signal) => resolve(`exited (${signal ?? code})`)));

  const appLog = () => readFileSync(log, 'utf8').slice(-2000);
  const deadline = Date.now() + WINDOW_WAIT_MS;
  let colours = 0;
  let id = '';
  let wmClass = '';
  while (colours < DRAWN_COLOURS) {
    const state = await Promise.race([exited, delay(500)]);
    if (state) throw new Error(`polychat ${state} before its window was drawn:\n${appLog()}`);
    if (Date.now() > deadline) throw new Error(`No drawn "PolyChat" window after ${WINDOW_WAIT_MS / 1000} s (${colours} colours):\n${appLog()}`);
    const tree = await output('xwininfo', ['-display', display, '-root', '-tree']);
    [, id = '', wmClass = ''] = tree.match(/^\s*(0x[0-9a-f]+) "PolyChat": \((.*?)\)/m) ?? [];
    if (id) colours = Number(await output('sh', ['-c', `import -display ${display} -window ${id} png:- | identify -format %k -`]));
  }
  // The launcher names the process polychat, so the native window's WM_CLASS matches the menu
  // entry's StartupWMClass. A Chromium window (the shell's fallback when the packaged web view
  // cannot load) would be named after its URL instead.
  expect(wmClass).toBe('"polychat" "Polychat"');
  // The installed window may use the microphone: its native module came along and loaded.
  expect(appLog()).not.toContain('cannot use the microphone');

  mkdirSync(join(SCREENSHOT, '..'), { recursive: true });
  await run('import', ['-display', display, '-window', 'root', SCREENSHOT]);
  await test.info().attach('installed-window', { path: SCREENSHOT, contentType: 'image/png' });
});

async function isInstalled(): Promise<boolean> {
  try {
    return (await output('dpkg-query', ['-W', '-f', '${Status}', 'polychat'])).includes('installed');
  } catch {
    return false;
  }
}

async function available(command: string): Promise<boolean> {
  return run('sh', ['-c', `command -v ${command}`]).then(
    () => true,
    () => false,
  );
}

/** Xvfb picks a free display itself and writes its number to -displayfd once it accepts clients. */
async function startXvfb(): Promise<string> {
  xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'], detached: true });
  const number = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb?.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    xvfb?.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
    xvfb?.once('error', reject);
  });
  return `:${number}`;
}

/** SIGTERM to the whole process group, then SIGKILL if it is still there after 10 s. */
async function stop(child: ChildProcess): Promise<void> {
  const { pid } = child;
  if (child.exitCode !== null || child.signalCode !== null || pid === undefined) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // The group has already gone.
    }
  };
  signal('SIGTERM');
  if ((await Promise.race([gone.then(() => 'gone'), delay(10_000)])) !== 'gone') {
    signal('SIGKILL');
    await gone;
  }
}

function delay(ms: number): Promise<undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), ms));
}
