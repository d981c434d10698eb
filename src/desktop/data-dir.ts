// One folder per user for everything the desktop app keeps (the window's web storage, the local
// server's files, the window's place), where each platform expects an application's data. It does
// not depend on the version, so an update finds it as it was.

import { join } from 'node:path';

const APP_FOLDER = { linux: 'polychat', other: 'PolyChat' } as const;

interface Where {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  home: string;
}

export function userDataDir({ platform, env, home }: Where): string {
  if (env.POLYCHAT_DATA_DIR) return env.POLYCHAT_DATA_DIR;
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), APP_FOLDER.other);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_FOLDER.other);
  // XDG: an absolute XDG_DATA_HOME wins; a relative one is invalid and ignored, as the XDG Base Directory Specification says
  // (https://specifications.freedesktop.org/basedir-spec/latest/).
  const xdg = env.XDG_DATA_HOME;
  return join(xdg && xdg.startsWith('/') ? xdg : join(home, '.local', 'share'), APP_FOLDER.linux);
}
