// What the tests need from Debian, installed in one apt run when any of it is missing: Chromium's
// headless shell for the end-to-end tests and Chromium itself for the benchmarks and the desktop
// app's fallback window (Playwright never downloads a browser of its own), redis-server and
// rclone (`rclone serve webdav`) that the store and sync tests start themselves, the Noto fonts
// so that screenshots show Chinese, Japanese, Korean, Arabic, Bengali and emoji instead of boxes,
// the voice tests' speech synthesiser and sound converter, and for the desktop app's tests a
// virtual display with a small window manager (keyboard focus needs one), the system web view and
// what builds the app's native module for it, the tools to find, type into and photograph a
// window, and for its voice a sound server with a virtual microphone and a screen reader's view of the window.
// Nothing is started here, only installed.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where Debian keeps this machine's libraries. */
const LIB_DIR = `${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu`;

/** Each package with a file that is there once it is installed (an environment variable may name
 * another binary to use instead, which then needs no install). */
const NEEDED = [
  { pkg: 'chromium-headless-shell', file: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell' },
  // The benchmarks' browser, and the desktop app's fallback window in its tests.
  { pkg: 'chromium', file: '/usr/bin/chromium' },
  { pkg: 'redis-server', file: process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server' },
  { pkg: 'rclone', file: process.env.RCLONE_PATH ?? '/usr/bin/rclone' },
  { pkg: 'fonts-noto-cjk', file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc' },
  { pkg: 'fonts-noto-color-emoji', file: '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf' },
  { pkg: 'fonts-noto-core', file: '/usr/share/fonts/truetype/noto/NotoSansBengali-Regular.ttf' },
  { pkg: 'xvfb', file: '/usr/bin/Xvfb' },
  { pkg: 'xauth', file: '/usr/bin/xauth' },
  { pkg: 'matchbox-window-manager', file: '/usr/bin/matchbox-window-manager' },
  { pkg: 'x11-utils', file: '/usr/bin/xwininfo' },
  { pkg: 'xdotool', file: '/usr/bin/xdotool' },
  { pkg: 'imagemagick', file: '/usr/bin/import' },
  // Real speech for the voice tests: espeak-ng speaks a sentence into a file, sox shapes it into
  // the WAV Chromium takes as its fake microphone.
  { pkg: 'espeak-ng', file: '/usr/bin/espeak-ng' },
  { pkg: 'sox', file: '/usr/bin/sox' },
  { pkg: 'libwebkit2gtk-4.1-0', file: `/usr/lib/${LIB_DIR}/libwebkit2gtk-4.1.so.0` },
  // The desktop app's native module (native/webview-microphone), built by npm's node-gyp: a C
  // compiler (gyp links with the C++ driver; C's headers come with libc6-dev, which the compilers
  // only recommend), make, and the Python gyp runs on. It needs no GTK or WebKit headers.
  { pkg: 'g++', file: '/usr/bin/g++' },
  { pkg: 'libc6-dev', file: '/usr/include/stdlib.h' },
  { pkg: 'make', file: '/usr/bin/make' },
  { pkg: 'python3', file: '/usr/bin/python3' },
  // The desktop app's voice tests: a sound server of the test's own with a virtual microphone and
  // speakers, its command-line tools, and the GStreamer plugin through which WebKitGTK finds them.
  { pkg: 'pulseaudio', file: '/usr/bin/pulseaudio' },
  { pkg: 'pulseaudio-utils', file: '/usr/bin/pactl' },
  { pkg: 'gstreamer1.0-pulseaudio', file: `/usr/lib/${LIB_DIR}/gstreamer-1.0/libgstpulseaudio.so` },
  // The desktop window read as a screen reader reads it (AT-SPI on a session bus of the test's own),
  // so that its tests find controls by role and name: the bus, the accessibility bus and its
  // registry, and Debian's Python with the bindings a11y.py uses.
  { pkg: 'dbus-daemon', file: '/usr/bin/dbus-daemon' },
  { pkg: 'at-spi2-core', file: '/usr/libexec/at-spi-bus-launcher' },
  { pkg: 'python3-gi', file: '/usr/lib/python3/dist-packages/gi/__init__.py' },
  { pkg: 'gir1.2-atspi-2.0', file: `/usr/lib/${LIB_DIR}/girepository-1.0/Atspi-2.0.typelib` },
];

const missing = NEEDED.filter(({ file }) => !existsSync(file)).map(({ pkg }) => pkg);
if (missing.length > 0) {
  console.info(`Installing from apt: ${missing.join(', ')}…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}
