// The window the app lives in, behind one small interface: the system web view (webview-host.ts,
// through webview-napi) or, when that cannot start, an installed Chromium-family browser in app
// mode (browser-host.ts). main.ts does not know which it got.

import type { WindowBounds } from './shell-state';

export interface OpenWindow {
  /** The first address: the local server's launch URL. */
  url: string;
  title: string;
  bounds: WindowBounds;
  /** Where the window host keeps what is its own (the browser's profile). */
  dataDir: string;
  /** The window moved or was resized (as far as the host can tell). */
  onBounds(bounds: WindowBounds): void;
  /** A link to another site was followed. */
  onExternalLink(url: string): void;
  /** When given, the window says when the chat input first shows (epoch ms); the browser window cannot. */
  onReady?(at: number): void;
}

export interface AppWindow {
  /** Brings the window to the front (a second launch asked for it), showing `fragment`'s page if given. */
  focus(fragment?: string): void;
  close(): void;
  /** Settles once the window is gone, whoever closed it. */
  readonly closed: Promise<void>;
}

export interface WindowHost {
  readonly name: 'webview' | 'browser';
  open(options: OpenWindow): Promise<AppWindow>;
}

/** Why a window host cannot open a window here; main.ts then tries the next one. */
export class WindowHostUnavailable extends Error {
  override name = 'WindowHostUnavailable';
}
