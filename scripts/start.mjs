// npm start: install what is missing, build, serve.
import { execSync, spawn } from 'node:child_process';

execSync('node scripts/ensure-deps.mjs', { stdio: 'inherit' });
execSync('npm run build --silent', { stdio: 'inherit' });
const server = spawn(process.execPath, ['dist/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
