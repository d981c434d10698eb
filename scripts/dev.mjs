// npm run dev: the Vite dev server for the UI (hot reload, http://localhost:5173) and the API
// server on port 3000, where Vite sends /api (vite.config.ts). esbuild rebuilds the server on
// every change under src/server or src/core, and node --watch restarts it on every rebuild.
// Ctrl-C stops both.
import { context } from 'esbuild';
import { spawn } from 'node:child_process';

const OUTFILE = 'dist/dev/server/main.js';

const server = await context({
  entryPoints: ['src/server/main.ts'],
  outfile: OUTFILE,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
});
await server.rebuild();
await server.watch();

const children = [
  // The server insists on a built web app to serve; in development Vite serves the UI, so the
  // source folder's index.html satisfies it.
  spawn(process.execPath, ['--watch', '--enable-source-maps', OUTFILE], {
    stdio: 'inherit',
    env: { WEB_ROOT: 'src/web', ...process.env, PORT: '3000' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await server.dispose();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
for (const child of children) child.on('exit', (code) => void stop(code ?? 0));
