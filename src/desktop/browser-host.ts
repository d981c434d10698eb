// The fallback window: an installed Chromium-family browser (Chromium, Chrome, Edge) in app mode,
// a window with no tabs or address bar, with a profile of its own in the app's data directory so
// nothing is shared with the user's everyday browsing. What it cannot do that the web view does:
// bring itself to the front when asked, and open links to other sites in the system browser (they
// open in a window of this profile); zoom, reload and quit are the browser's own keys.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { keepKeysOutOfPasswordManager } from './browser-profile';
import { WindowHostUnavailable, type AppWindow, type OpenWindow, type WindowHost } from './window-host';

interface Where {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  exists: (path: string) => boolean;
}

function candidates({ platform, env }: Omit<Where, 'exists'>): string[] {
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter((root): root is string => Boolean(root));
    return roots.flatMap((root) => [join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'), join(root, 'Microsoft', 'Edge', 'Application', 'msedge.exe'), join(root, 'Chromium', 'Application', 'chrome.exe')]);
  }
  if (platform === 'darwin') {
    return ['Google Chrome', 'Chromium', 'Microsoft Edge'].map((name) => `/Applications/${name}.app/Contents/MacOS/${name}`);
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/usr/bin/microsoft-edge', '/snap/bin/chromium'];
}

/** The browser to use: POLYCHAT_BROWSER when set, else the first installed one. */
export function findBrowser(where: Where): string | undefined {
  const chosen = where.env.POLYCHAT_BROWSER;
  if (chosen) return where.exists(chosen) ? chosen : undefined;
  return candidates(where).find((path) => where.exists(path));
}

/** The browser's profile: the app's own, in its data directory. */
const profileDir = (dataDir: string) => join(dataDir, 'browser');

export function browserArguments({ url, bounds, dataDir }: Pick<OpenWindow, 'url' | 'bounds' | 'dataDir'>, runsAsRoot: boolean): string[] {
  return [
    `--app=${url}`,
    `--user-data-dir=${profileDir(dataDir)}`,
    `--window-size=${bounds.width},${bounds.height}`,
    ...(bounds.x !== undefined && bounds.y !== undefined ? [`--window-position=${bounds.x},${bounds.y}`] : []),
    '--class=polychat',
    '--no-first-run',
    '--no-default-browser-check',
    // The app's window talks to its local server only: nothing of the browser's own calling home.
    '--disable-sync',
    '--disable-background-networking',
    '--disable-component-update',
    // Chromium refuses to start as root with its sandbox on.
    ...(runsAsRoot ? ['--no-sandbox'] : []),
  ];
}

export function loadBrowserHost(env: NodeJS.ProcessEnv = process.env): WindowHost {
  const browser = findBrowser({ platform: process.platform, env, exists: existsSync });
  if (!browser) throw new WindowHostUnavailable('no Chromium, Chrome or Edge is installed');
  return {
    name: 'browser',
    open: async (options) => {
      try {
        keepKeysOutOfPasswordManager(profileDir(options.dataDir));
      } catch (error) {
        // The window matters more than the offer: it opens, and the browser may offer to save.
        console.warn(`The browser profile's password offer could not be switched off (${(error as Error).message})`);
      }
      const child = spawn(browser, browserArguments(options, process.getuid?.() === 0), { stdio: 'ignore' });
      const closed = new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.once('error', (error) => {
          console.error(`The browser window could not start (${error.message})`);
          resolve();
        });
      });
      const window: AppWindow = {
        focus: () => console.info('A second launch asked for the window; the browser window cannot be brought forward or sent to a page from here.'),
        close: () => void child.kill('SIGTERM'),
        closed,
      };
      return window;
    },
  };
}
