// A real WebDAV server for the cloud sync tests: `rclone serve webdav` over a fresh temporary folder,
// on a free loopback port, with basic auth. npm test installs Debian's rclone
// (scripts/ensure-webdav.mjs). rclone 1.60 sends no CORS headers, so a page reaches it only through
// the app's proxy.

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const RCLONE_PATH = process.env.RCLONE_PATH ?? '/usr/bin/rclone';
export const hasRclone = existsSync(RCLONE_PATH);

const STARTED = /WebDav Server started on (http:\/\/\S+)/;

export async function startWebdav({ user, pass }) {
  const dir = mkdtempSync(join(tmpdir(), 'polychat-webdav-'));
  // Port 0 and the address rclone logs, rather than probing for a free port: no race with another
  // server taking it in between. `--config ''` keeps a developer's own rclone remotes out of it.
  const child = spawn(RCLONE_PATH, ['serve', 'webdav', dir, '--config', '', '--addr', '127.0.0.1:0', '--user', user, '--pass', pass], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk) => (log += chunk.toString());
  child.stdout.on('data', append);
  child.stderr.on('data', append);

  const stop = () =>
    new Promise((resolve) => {
      const cleanUp = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return cleanUp();
      child.once('exit', cleanUp);
      child.kill('SIGTERM');
    });

  const deadline = Date.now() + 10_000;
  for (;;) {
    const url = STARTED.exec(log)?.[1];
    // Any answer counts, 401 included: the server is up.
    if (url && (await fetch(url, { method: 'HEAD' }).then(() => true, () => false))) return { url, dir, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`rclone serve webdav did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
