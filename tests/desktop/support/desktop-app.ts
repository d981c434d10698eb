// The desktop app started as a user starts it (node dist/desktop/main.js, a data directory of its
// own), read through what it prints, and stopped as the system stops it (SIGTERM).

import { spawn, type ChildProcess } from 'node:child_process';
import type { Display } from './display.mjs';

export interface DesktopApp {
  child: ChildProcess;
  /** Everything printed so far, both streams. */
  output(): string;
  /** Which window it opened and its local server's address ("127.0.0.1:<port>"). */
  host: 'webview' | 'browser';
  address: string;
  exited: Promise<number | null>;
  /** Settles when the chat input shows (webview window only). */
  ready(): Promise<void>;
  stop(): Promise<number | null>;
}

const OPEN_LINE = /is open \((webview|browser) window, local server on (127\.0\.0\.1:\d+)\)/;
const READY_LINE = /Chat input visible (\d+) ms after launch/;
const START_TIMEOUT_MS = 45_000;

export function runDesktop(display: Display, dataDir: string, { args = [], env = {} }: { args?: string[]; env?: Record<string, string> } = {}) {
  let output = '';
  const child = spawn(process.execPath, ['dist/desktop/main.js', ...args], {
    env: { ...process.env, ...display.env, POLYCHAT_DATA_DIR: dataDir, POLYCHAT_REPORT_READY: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, what: string): Promise<RegExpMatchArray> => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      const match = output.match(pattern);
      if (match) return match;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The desktop app never said ${what}. It printed:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { child, output: () => output, exited, waitFor };
}

export async function launchDesktop(display: Display, dataDir: string, options: { args?: string[]; env?: Record<string, string> } = {}): Promise<DesktopApp> {
  const { child, output, exited, waitFor } = runDesktop(display, dataDir, options);
  const [, host, address] = await waitFor(OPEN_LINE, 'its window was open');
  return {
    child,
    output,
    host: host as 'webview' | 'browser',
    address: address ?? '',
    exited,
    ready: async () => void (await waitFor(READY_LINE, 'its chat input was visible')),
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
