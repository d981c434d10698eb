// Installs what is missing, using only Node built-ins (it runs before node_modules exists).
// npm ci runs when node_modules is absent or package-lock.json changed since the last install; the
// desktop app's native module is built on Linux when it is absent or its sources changed.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { nativeModuleIsCurrent, needsNativeModule } from './native-module.mjs';

const stampFile = 'node_modules/.deps-stamp';
const lockHash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
const installed = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === lockHash;

if (!installed) {
  console.info('Installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  writeFileSync(stampFile, lockHash);
}

if (needsNativeModule() && !nativeModuleIsCurrent()) {
  console.info('Building the desktop app\'s native module (npm run build:native)…');
  try {
    execSync('npm run build:native --silent', { stdio: 'inherit' });
  } catch {
    // Not fatal: the app opens without it, and its web view window says how to get the microphone.
    console.warn('The native module could not be built (it needs a C compiler, make and python3): the desktop app\'s web view window will not have the microphone.');
  }
}
