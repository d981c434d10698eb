// A real WebDAV server for the cloud sync tests: `rclone serve webdav` over a fresh temporary folder,
// on a free loopback port, with basic auth. npm test installs Debian's rclone
// (scripts/ensure-apt.mjs). rclone 1.60 sends no CORS headers, so a page reaches it only through
// the app's proxy.

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from './child-process.mjs';

const RCLONE_PATH = process.env.RCLONE_PATH ?? '/usr/bin/rclone';
export const hasRclone = existsSync(RCLONE_PATH);

const STARTED = /WebDav Server started on (http:\/\/\S+)/;

export async function startWebdav({ user, pass }) {
  const dir = mkdtempSync(join(tmpdir(), 'polychat-webdav-'));
  // Port 0 and the address rclone logs, rather than probing for a free port: no race with another
  // server taking it in between. `--config ''` keeps a developer's own rclone remotes out of it.
  const { value: url, stop } = await startChild(RCLONE_PATH, ['serve', 'webdav', dir, '--config', '', '--addr', '127.0.0.1:0', '--user', user, '--pass', pass], {
    name: 'rclone serve webdav',
    // Any answer counts, 401 included: the server is up.
    ready: async (log) => {
      const url = STARTED.exec(log)?.[1];
      return url && (await fetch(url, { method: 'HEAD' }).then(() => true, () => false)) ? url : undefined;
    },
    onStop: () => rmSync(dir, { recursive: true, force: true }),
  });
  return { url, dir, stop };
}
