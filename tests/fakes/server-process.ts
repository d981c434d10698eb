// The real server as its own process (src/server/main.ts bundled with esbuild, as npm run build
// does), for what only a process shows: its resident memory, and how it ends on SIGTERM.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..', '..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed. */
  output(): string;
  /** Peak resident memory so far, in bytes (VmHWM). */
  peakRss(): Promise<number>;
  stop(): Promise<void>;
}

let bundled: Promise<{ script: string; webRoot: string }> | undefined;

function bundleOnce() {
  bundled ??= (async () => {
    // Inside the repository, so that the bundle's imports find its node_modules.
    await mkdir(join(ROOT, 'test-results'), { recursive: true });
    const dir = await mkdtemp(join(ROOT, 'test-results', 'server-process-'));
    const script = join(dir, 'main.mjs');
    await build({ entryPoints: [join(ROOT, 'src/server/main.ts')], outfile: script, bundle: true, platform: 'node', target: 'node20', format: 'esm', packages: 'external', absWorkingDir: ROOT, logLevel: 'error' });
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>PolyChat</title>');
    return { script, webRoot: dir };
  })();
  return bundled;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const { script, webRoot } = await bundleOnce();
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: '0', HOSTNAME: '127.0.0.1', WEB_ROOT: webRoot, DATA_DIR: join(webRoot, 'data') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = await new Promise<string>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`The server did not start:\n${log}`)), 15_000);
    const look = () => {
      const port = /Listening on http:\/\/[^:]+:(\d+)/.exec(log)?.[1];
      if (port) {
        clearTimeout(timer);
        ready(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout?.on('data', look);
    child.once('exit', (code) => fail(new Error(`The server exited with ${code}:\n${log}`)));
  });
  return {
    url,
    child,
    output: () => log,
    async peakRss() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGKILL');
      }),
  };
}
