// The cloud sync tests run against a real WebDAV server that they start themselves; Debian's rclone
// provides it (`rclone serve webdav`). Nothing is started here, only installed.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const RCLONE_PATH = process.env.RCLONE_PATH ?? '/usr/bin/rclone';

if (!existsSync(RCLONE_PATH)) {
  console.info('rclone is missing: installing it from apt…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq rclone`, {
    stdio: 'inherit',
  });
}
