// The window as a screen reader sees it (AT-SPI, on a session bus of the test's own): controls are
// found by their role and accessible name, as the web e2e tests find them, though the window is a
// native one. a11y.py reads the tree; this starts the buses and asks it.

import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Display } from './display.mjs';

const run = promisify(execFile);
const READER = fileURLToPath(new URL('a11y.py', import.meta.url));
/** Debian's own Python, which has the GObject bindings (a Python of the user's may not). */
const PYTHON = '/usr/bin/python3';
/** How long an action waits for its element to show, as Playwright's own actions do by default. */
const ACTION_TIMEOUT_MS = 10_000;
/** Between two looks for an element that is not there yet. */
const RETRY_MS = 200;

/** AT-SPI's role names, as a11y.py matches them. */
type Role = 'push button' | 'toggle button' | 'combo box' | 'entry' | 'list item' | 'dialog' | 'status bar' | 'notification' | 'level bar';

interface Element {
  name: string;
  box: { x: number; y: number; width: number; height: number };
  states: string[];
  text?: string;
  value?: number;
}

export interface Accessibility {
  /** What a program needs in its environment to show itself on this bus. */
  env: { DBUS_SESSION_BUS_ADDRESS: string };
  /** The first element of `role` whose name starts with `name`, if the window shows one. */
  find(role: Role, name: string): Promise<Element | undefined>;
  /** Its default action: what a click or Enter does (waiting for it to show, as `focus` does). */
  press(role: Role, name: string): Promise<Element>;
  /** Gives it the keyboard focus. */
  focus(role: Role, name: string): Promise<Element>;
  close(): void;
}

function busAddress(bus: ReturnType<typeof spawn>): Promise<string> {
  return new Promise((resolve, reject) => {
    let said = '';
    bus.stdout?.setEncoding('utf8');
    bus.stdout?.on('data', (chunk: string) => {
      said += chunk;
      if (said.includes('\n')) resolve(said.trim());
    });
    bus.once('exit', (code) => reject(new Error(`dbus-daemon exited (${code}) before it had an address`)));
  });
}

export async function startAccessibility(display: Display): Promise<Accessibility> {
  const bus = spawn('dbus-daemon', ['--session', '--nofork', '--print-address=1'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const env = { DBUS_SESSION_BUS_ADDRESS: await busAddress(bus) };
  const launcher = spawn('/usr/libexec/at-spi-bus-launcher', ['--launch-immediately'], { stdio: 'ignore', env: { ...process.env, ...display.env, ...env } });
  const ask = async (command: string, role: Role, name: string): Promise<Element | undefined> => {
    const { stdout } = await run(PYTHON, [READER, command, role, name], { env: { ...process.env, ...display.env, ...env } });
    return stdout.trim() ? (JSON.parse(stdout) as Element) : undefined;
  };
  // As a Playwright locator does, an action waits for its element to show (a screen still loading).
  const act = async (command: string, role: Role, name: string): Promise<Element> => {
    const deadline = Date.now() + ACTION_TIMEOUT_MS;
    for (;;) {
      const element = await ask(command, role, name);
      if (element) return element;
      if (Date.now() > deadline) throw new Error(`The window shows no ${role} named "${name}"`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  };
  return {
    env,
    find: (role, name) => ask('find', role, name),
    press: (role, name) => act('press', role, name),
    focus: (role, name) => act('focus', role, name),
    close: () => {
      launcher.kill();
      bus.kill();
    },
  };
}
