// The desktop app: one instance per user, the local server on 127.0.0.1, and the app's window (the
// system web view, or an installed Chromium-family browser when that cannot start). Closing the
// window quits; a second launch brings the first one's window forward instead of starting again.

import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchUrl } from '../server/launch-gate';
import { loadBrowserHost } from './browser-host';
import { appFragment } from './app-link';
import { userDataDir } from './data-dir';
import { startDesktopServer } from './desktop-server';
import { openExternal } from './open-external';
import { DEFAULT_WINDOW, keptBounds, loadShellState, saveShellState, type WindowBounds } from './shell-state';
import { claimInstance, instanceSocketPath } from './single-instance';
import { loadWebviewHost } from './webview-host';
import { WindowHostUnavailable, type WindowHost } from './window-host';

const APP_TITLE = 'PolyChat';

/** The system web view first; the browser window when it cannot start. */
async function chooseWindowHost(dataDir: string): Promise<WindowHost> {
  try {
    return await loadWebviewHost(dataDir);
  } catch (error) {
    if (!(error instanceof WindowHostUnavailable)) throw error;
    console.warn(`The system web view is not available (${error.message}); opening a browser window instead.`);
    return loadBrowserHost();
  }
}

async function main(): Promise<void> {
  // Links go to the system browser with the user's own environment, before the web view's
  // storage settings are added to it.
  const userEnv = { ...process.env };
  const dataDir = userDataDir({ platform: process.platform, env: process.env, home: homedir() });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });

  const fragment = appFragment(process.argv[2]);
  const claim = await claimInstance(instanceSocketPath(dataDir), { fragment });
  if (!claim.primary) {
    console.info(`${APP_TITLE} is already running; its window was asked to come forward.`);
    return;
  }

  const webRoot = process.env.POLYCHAT_WEB_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'desktop-web');
  if (!existsSync(join(webRoot, 'index.html'))) {
    console.error(`The desktop app's interface is not built (no ${webRoot}/index.html): run npm run build:desktop.`);
    claim.release();
    process.exitCode = 1;
    return;
  }

  const state = loadShellState(dataDir);
  const server = await startDesktopServer({ webRoot, dataDir, preferredPort: state.port });
  let bounds: WindowBounds = state.window ?? { ...DEFAULT_WINDOW };
  const remember = () => saveShellState(dataDir, { port: server.port, window: bounds });
  remember();

  let host: WindowHost;
  try {
    host = await chooseWindowHost(dataDir);
  } catch (error) {
    console.error(`${APP_TITLE} cannot open a window: ${(error as Error).message}. Install libwebkit2gtk-4.1-0, or Chromium.`);
    claim.release();
    await server.close();
    process.exitCode = 1;
    return;
  }
  const window = await host.open({
    // The launch answers with a redirect to "/"; the fragment is kept across it.
    url: `${launchUrl(server.gate)}${fragment ?? ''}`,
    title: APP_TITLE,
    bounds,
    dataDir,
    onBounds: (reported) => {
      const kept = keptBounds(reported);
      if (kept) {
        bounds = kept;
        remember();
      }
    },
    onExternalLink: (url) => void openExternal(url, { env: userEnv }),
    ...(process.env.POLYCHAT_REPORT_READY === '1'
      ? { onReady: (at: number) => console.info(`Chat input visible ${Math.round(at - performance.timeOrigin)} ms after launch.`) }
      : {}),
  });
  console.info(`${APP_TITLE} is open (${host.name} window, local server on ${server.gate.host}).`);
  claim.onFocusRequest((page) => window.focus(page));
  process.once('SIGINT', () => window.close());
  process.once('SIGTERM', () => window.close());

  await window.closed;
  claim.release();
  await server.close();
  // The web view's native loop may hold the process open.
  process.exit(0);
}

void main();
