// The window as a native one with the system's web view (WebKitGTK on Linux, WKWebView on macOS,
// WebView2 on Windows), through webview-napi: the wry and tao libraries Tauri uses, with prebuilt
// binaries in the npm package. It is young, so it stays behind WindowHost and anything that keeps
// it from starting sends main.ts to the browser window instead.

import { join } from 'node:path';
import type * as WebviewNapi from 'webview-napi';
import { pageScript } from './page-script';
import { allowMicrophoneWhenShown, loadMicrophoneModule } from './webview-microphone';
import { parseWindowMessage } from './window-messages';
import { WindowHostUnavailable, type AppWindow, type OpenWindow, type WindowHost } from './window-host';

/** How often the native event loop is pumped: one frame at 60 Hz keeps typing and scrolling smooth. */
const PUMP_INTERVAL_MS = 16;
/** Between leaving the page and closing the window on quit: the page gets its pagehide and the
 * storage writes in flight (a reply just finished) reach the disk before the web view goes. */
const QUIT_GRACE_MS = 500;
const WINDOW_CLOSE_REQUESTED = 0;

type WebviewModule = typeof WebviewNapi;

/** Where the web view keeps its storage: WebKitGTK and WebView2 read it from the environment, which
 * must be set before the library starts. */
function keepStorageIn(dataDir: string, env: NodeJS.ProcessEnv): void {
  const dir = join(dataDir, 'webview');
  if (process.platform === 'win32') env.WEBVIEW2_USER_DATA_FOLDER = dir;
  else {
    env.XDG_DATA_HOME = dir;
    env.XDG_CACHE_HOME = join(dir, 'cache');
  }
  // Some drivers draw a blank window with WebKit's DMA-BUF renderer (Xvfb, older Mesa, NVIDIA).
  env.WEBKIT_DISABLE_DMABUF_RENDERER ??= '1';
}

export async function loadWebviewHost(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<WindowHost> {
  if (env.POLYCHAT_WINDOW_HOST === 'browser') throw new WindowHostUnavailable('POLYCHAT_WINDOW_HOST=browser asks for the browser window');
  if (process.platform === 'linux' && !env.DISPLAY && !env.WAYLAND_DISPLAY) throw new WindowHostUnavailable('no display to open a window on');
  keepStorageIn(dataDir, env);
  let webview: WebviewModule;
  try {
    webview = await import('webview-napi');
  } catch (error) {
    // Typically the system's web view library is missing (libwebkit2gtk-4.1-0 on Linux).
    throw new WindowHostUnavailable(`the system web view could not be loaded (${(error as Error).message.split('\n')[0]})`);
  }
  return { name: 'webview', open: (options) => openWebview(webview, options) };
}

async function openWebview(webview: WebviewModule, { url, title, bounds, onBounds, onExternalLink, onReady }: OpenWindow): Promise<AppWindow> {
  const app = new webview.Application({ exitOnLastWindowClosed: true });
  const window = app.createBrowserWindow({ title, width: bounds.width, height: bounds.height, x: bounds.x, y: bounds.y });
  const view = window.createWebview({ url, preload: pageScript({ reportReady: onReady !== undefined }), hotkeysZoom: true, clipboard: true });
  const origin = new URL(url).origin;
  // Only the app's own page may have the microphone (webview-microphone.ts says how).
  const allowMicrophone = allowMicrophoneWhenShown(loadMicrophoneModule(), origin);
  let finish!: () => void;
  const closed = new Promise<void>((resolve) => (finish = resolve));
  const pump = setInterval(() => {
    const status = app.pollEvents();
    allowMicrophone();
    if (status.exitRequested || !status.hasWindows) {
      clearInterval(pump);
      finish();
    }
  }, PUMP_INTERVAL_MS);
  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    view.loadUrl('about:blank');
    setTimeout(() => {
      if (window.isCreated) window.close();
      app.exit(0);
    }, QUIT_GRACE_MS);
  };
  // The window's own close button goes the same graceful way as Ctrl+Q.
  window.setCloseGuard(true);
  app.onEvent((error, event) => {
    if (!error && event.event === WINDOW_CLOSE_REQUESTED) close();
  });
  view.on((error, text) => {
    const message = error ? undefined : parseWindowMessage(text);
    if (message?.type === 'bounds') onBounds(message);
    else if (message?.type === 'open') onExternalLink(message.url);
    else if (message?.type === 'quit') close();
    else if (message?.type === 'ready') onReady?.(message.at);
  });
  const focus = (fragment?: string) => {
    if (fragment) view.loadUrl(`${origin}/${fragment}`);
    window.focus();
  };
  return { focus, close, closed };
}
