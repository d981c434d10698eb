// Makes the Linux packages of the desktop app in dist/packages/: a .deb that installs it under
// /usr/lib/polychat with the polychat command and a menu entry, and a portable .tar.gz folder.
// Both carry the Node runtime this script runs on (Debian 12's own nodejs is older than the app
// needs), the shell bundled into one file, the desktop UI, webview-napi's Linux x64 binary and the
// app's own native module that lets the web view window use the microphone.
//
//   node scripts/package-desktop.mjs
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NATIVE_FILE, nativeModuleIsCurrent } from './native-module.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATES = join(ROOT, 'packaging', 'linux');
const OUT = join(ROOT, 'dist', 'packages');
const ENTRY = resolve(ROOT, 'src/desktop/main.ts');
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const NAME = `polychat-${version}-linux-x64`;
const DEB = `polychat_${version}_amd64.deb`;
/** zstd, which every dpkg that can have the package's WebKitGTK 4.1 reads (Debian 12, Ubuntu
 * 22.04 on): 3 s and 36 MB here where dpkg's default, xz, took 40 s of both cores for
 * 29 MB; it also unpacks faster on install (docs/BENCHMARKS.md, Desktop app). */
const DEB_COMPRESSION = { type: 'zstd', level: 12 };

/** package.json's engines.node: the runtime we ship must be one the app runs on. */
const MIN_NODE = [20, 19];
/** What `dpkg-shlibdeps` reports for webview-napi.linux-x64-gnu.node and node on Debian 12: the
 * libraries they link directly (readelf -d … | grep NEEDED), with the versions their symbols need. */
const DEPENDS = [
  'libc6 (>= 2.34)',
  'libcairo2 (>= 1.10.0)',
  'libdbus-1-3 (>= 1.9.14)',
  'libgcc-s1 (>= 4.2)',
  'libgdk-pixbuf-2.0-0 (>= 2.36.9)',
  'libglib2.0-0 (>= 2.65.1)',
  'libgtk-3-0 (>= 3.21.4)',
  'libjavascriptcoregtk-4.1-0',
  'libsoup-3.0-0 (>= 3.0.3)',
  'libstdc++6 (>= 5.2)',
  'libwebkit2gtk-4.1-0 (>= 2.41.90)',
];
/** webview-napi's files that its ESM entry needs at run time on Linux x64 (index.cjs serves a
 * require() of it); the other platforms' binaries (60 MB) stay out. */
const WEBVIEW_FILES = ['package.json', 'index.js', 'index.cjs', 'webview-napi.linux-x64-gnu.node'];
/** Optional peers that are not installed: esbuild leaves them outside because their packages load
 * them inside a try, and work without them (@redis/client's two; linkedom's canvas, for which it
 * carries a shim). Any other import left outside fails the build. */
const OPTIONAL_ABSENT = ['@node-rs/xxhash', '@opentelemetry/api', 'canvas'];

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
  console.error(`Node ${process.versions.node} would be shipped, but the app needs ${MIN_NODE.join('.')} or later.`);
  process.exit(1);
}

const stage = mkdtempSync(join(tmpdir(), 'polychat-package-'));
try {
  const app = join(stage, 'app');
  await stageApp(app);
  mkdirSync(OUT, { recursive: true });
  const tarball = makeTarball(app, stage);
  const deb = makeDeb(app, stage);
  for (const file of [deb, tarball]) console.info(`${relative(ROOT, file)}: ${(statSync(file).size / 1e6).toFixed(1)} MB`);
} finally {
  rmSync(stage, { recursive: true, force: true });
}

/** The app's own tree, the same in both packages: node, desktop/main.js (+ webview-napi),
 * desktop-web/ (the UI the shell finds at ../desktop-web from its entry). */
async function stageApp(app) {
  // The UI is built every time, straight into the package (about 6 s): a package never carries a
  // stale UI, and dist/desktop-web, which tests and a running shell may be reading, stays as it is.
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', join(app, 'desktop-web'), '--emptyOutDir', '--logLevel', 'error'], {
    cwd: ROOT,
    env: { ...process.env, BUILD_MODE: 'desktop' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The packages the UI and the bundled shell carry, with their licenses (THIRD-PARTY-NOTICES.txt).
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'third-party-notices.mjs'), join(app, 'desktop-web')], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });

  const main = join(app, 'desktop', 'main.js');
  const bundle = (entry, outfile) => build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // The native addon cannot be bundled: it loads its .node file from its own folder.
    external: ['webview-napi'],
    // CommonJS dependencies inside an ESM bundle call require() for Node's modules; ESM has none.
    banner: { js: "import { createRequire as __polychatCreateRequire } from 'node:module'; const require = __polychatCreateRequire(import.meta.url);" },
    metafile: true,
    logLevel: 'warning',
  });
  const { metafile } = await bundle(ENTRY, main);
  // The page reader's extraction thread, which the shell's server starts from beside its entry.
  const worker = await bundle(join(ROOT, 'src', 'server', 'web-read', 'extract-worker.ts'), join(app, 'desktop', 'extract-worker.js'));
  // Anything else left outside the bundles would be missing at run time: nothing else is shipped.
  const outside = [metafile, worker.metafile].flatMap((meta) => Object.values(meta.outputs)).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path));
  const unshipped = outside.filter((path) => path !== 'webview-napi' && !isBuiltin(path) && !OPTIONAL_ABSENT.includes(path));
  if (unshipped.length > 0) throw new Error(`The bundle imports what the package does not carry: ${[...new Set(unshipped)].join(', ')}`);

  // The copy of webview-napi the entry itself resolves, so the package holds what was tested.
  const webview = dirname(createRequire(ENTRY).resolve('webview-napi/package.json'));
  const webviewTo = join(app, 'desktop', 'node_modules', 'webview-napi');
  mkdirSync(webviewTo, { recursive: true });
  for (const file of WEBVIEW_FILES) copyFileSync(join(webview, file), join(webviewTo, file));
  // The web view window's microphone (native/webview-microphone), beside the shell, where
  // src/desktop/webview-microphone.ts looks first; it links only the C library.
  if (!nativeModuleIsCurrent()) execFileSync('npm', ['run', 'build:native', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  copyFileSync(NATIVE_FILE, join(app, 'desktop', 'webview_microphone.node'));

  copyFileSync(process.execPath, join(app, 'node'));
  // Whatever the umask or the modes in node_modules: directories and programs 755, the rest 644.
  execFileSync('chmod', ['-R', 'u=rwX,go=rX', app]);
  chmodSync(join(app, 'node'), 0o755);
}

function isBuiltin(path) {
  return path.startsWith('node:') || builtinModules.includes(path);
}

function makeTarball(app, stage) {
  const top = join(stage, NAME);
  cpSync(app, top, { recursive: true });
  copyFileSync(join(TEMPLATES, 'launcher-portable.sh'), join(top, 'polychat'));
  chmodSync(join(top, 'polychat'), 0o755);
  for (const file of ['polychat.png', 'polychat.desktop', 'README.txt']) copyFileSync(join(TEMPLATES, file), join(top, file));
  const tarball = join(OUT, `${NAME}.tar.gz`);
  // Owned by root in the archive: an unpacking user gets their own files, not this machine's ids.
  execFileSync('tar', ['--owner=0', '--group=0', '--numeric-owner', '-czf', tarball, '-C', stage, NAME]);
  return tarball;
}

function makeDeb(app, stage) {
  const root = join(stage, 'deb');
  const install = (from, to, mode = 0o644) => {
    mkdirSync(dirname(join(root, to)), { recursive: true });
    copyFileSync(from, join(root, to));
    chmodSync(join(root, to), mode);
  };
  cpSync(app, join(root, 'usr/lib/polychat'), { recursive: true });
  install(join(TEMPLATES, 'launcher.sh'), 'usr/bin/polychat', 0o755);
  install(join(TEMPLATES, 'polychat.desktop'), 'usr/share/applications/polychat.desktop');
  install(join(TEMPLATES, 'polychat.png'), 'usr/share/icons/hicolor/256x256/apps/polychat.png');
  // public/favicon.svg is the logo the app draws (LogoIcon): sharp at every size in the menus.
  install(join(ROOT, 'public', 'favicon.svg'), 'usr/share/icons/hicolor/scalable/apps/polychat.svg');
  // No maintainer scripts: Debian's triggers on /usr/share/applications and the hicolor theme
  // refresh the menu and the icon cache after install and removal.
  execFileSync('chmod', ['-R', 'u=rwX,go=rX', root]);

  const installedKiB = Number(execFileSync('du', ['-sk', root], { encoding: 'utf8' }).split('\t')[0]);
  const control = [
    'Package: polychat',
    `Version: ${version}`,
    'Architecture: amd64',
    'Maintainer: PolyChat maintainers <maintainers@polychat.invalid>',
    `Installed-Size: ${installedKiB}`,
    `Depends: ${DEPENDS.join(', ')}`,
    // The shell opens the UI in Chromium's app mode when the native window cannot be had.
    'Suggests: chromium',
    'Section: net',
    'Priority: optional',
    'Description: multi-provider AI chat client (desktop app)',
    ' PolyChat chats with OpenAI, Anthropic, Google Gemini and other providers\' models',
    ' in a native window. It carries its own Node.js runtime under /usr/lib/polychat.',
  ];
  mkdirSync(join(root, 'DEBIAN'), { mode: 0o755 });
  writeFileSync(join(root, 'DEBIAN', 'control'), `${control.join('\n')}\n`, { mode: 0o644 });
  const deb = join(OUT, DEB);
  execFileSync('dpkg-deb', ['--build', '--root-owner-group', `-Z${DEB_COMPRESSION.type}`, `-z${DEB_COMPRESSION.level}`, root, deb], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return deb;
}
