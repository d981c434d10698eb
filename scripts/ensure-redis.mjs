// The server store's tests run against a real Redis that they start themselves; Debian's
// redis-server provides it. Nothing is started here, only installed.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

if (!existsSync(REDIS_SERVER_PATH)) {
  console.info('redis-server is missing: installing it from apt…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server`, {
    stdio: 'inherit',
  });
}
