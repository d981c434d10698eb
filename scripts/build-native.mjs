// npm run build:native: builds the desktop app's native module with the node-gyp that npm carries
// (npm gives its path and its settings, such as the Node headers to build against, to the scripts
// it runs). Linux only; about 2 s. The app runs without it, with a web view window that cannot use
// the microphone.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { NATIVE_DIR, STAMP_FILE, needsNativeModule, sourceStamp } from './native-module.mjs';

if (!needsNativeModule()) {
  console.info('The native module is for Linux only: nothing to build.');
  process.exit(0);
}
const nodeGyp = process.env.npm_config_node_gyp;
if (!nodeGyp) {
  console.error('Run this as npm run build:native: npm says where its node-gyp is.');
  process.exit(1);
}
execFileSync(process.execPath, [nodeGyp, 'rebuild', '--loglevel=error'], { cwd: NATIVE_DIR, stdio: 'inherit' });
writeFileSync(STAMP_FILE, sourceStamp());
