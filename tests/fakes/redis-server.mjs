// A real redis-server on a free loopback port with nothing written to disk, for every test that
// needs Redis. npm test installs Debian's redis-server (scripts/ensure-apt.mjs).

import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { startChild } from './child-process.mjs';

const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
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
  const { stop } = await startChild(REDIS_SERVER_PATH, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    name: 'redis-server',
    ready: (log) => (log.includes('Ready to accept connections') ? true : undefined),
  });
  return { url: `redis://127.0.0.1:${port}`, stop };
}
