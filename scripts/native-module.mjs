// The desktop app's own native module (native/webview-microphone: the microphone in its web view
// window on Linux), shared by the install (ensure-deps.mjs), its build (build-native.mjs) and the
// packages (package-desktop.mjs). Node built-ins only: it runs before node_modules exists.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NATIVE_DIR = fileURLToPath(new URL('../native/webview-microphone', import.meta.url));
/** What node-gyp makes, where src/desktop/webview-microphone.ts looks for it in a checkout. */
export const NATIVE_FILE = join(NATIVE_DIR, 'build', 'Release', 'webview_microphone.node');
/** The sources the built file was made from, so that a changed source is built again. */
export const STAMP_FILE = join(NATIVE_DIR, 'build', '.source-stamp');

/** Only Linux's web view (WebKitGTK) needs it; macOS's and Windows's ask the system themselves. */
export const needsNativeModule = () => process.platform === 'linux';

export function sourceStamp() {
  const hash = createHash('sha256');
  for (const file of readdirSync(NATIVE_DIR).filter((name) => /\.(c|gyp)$/.test(name)).sort()) hash.update(file).update(readFileSync(join(NATIVE_DIR, file)));
  return hash.digest('hex');
}

export const nativeModuleIsCurrent = () => existsSync(NATIVE_FILE) && existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === sourceStamp();
