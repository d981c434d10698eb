// A real redis-server on a free loopback port with nothing written to disk, for tests written in
// plain JavaScript (src/server/store/test-redis.ts does the same for the TypeScript ones). npm test
// installs Debian's redis-server (scripts/ensure-redis.mjs).

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
export const hasRedisServer = existsSync(REDIS_SERVER_PATH);

// redis-server reads port 0 as "no TCP at all", so the port is probed for first.
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startRedisServer() {
  const port = await freePort();
  const child = spawn(REDIS_SERVER_PATH, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk) => (log += chunk.toString());
  child.stdout.on('data', append);
  child.stderr.on('data', append);

  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  const deadline = Date.now() + 10_000;
  while (!log.includes('Ready to accept connections')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}
