// npm run desktop: the desktop app from a checkout. Installs and builds what is missing (the
// interface in desktop mode, the shell), then starts it; arguments go on to the app.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

execSync('node scripts/ensure-deps.mjs', { stdio: 'inherit' });
if (!existsSync('dist/desktop-web/index.html') || !existsSync('dist/desktop/main.js')) {
  execSync('npm run build:desktop --silent', { stdio: 'inherit' });
}
const app = spawn(process.execPath, ['dist/desktop/main.js', ...process.argv.slice(2)], { stdio: 'inherit' });
app.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.kill(signal));
