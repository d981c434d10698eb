// Installs what is missing, using only Node built-ins (it runs before node_modules exists).
// npm ci runs when node_modules is absent or package-lock.json changed since the last install.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

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
