// The desktop app end to end, in a real window on a virtual display: the system web view first, then
// the browser window it falls back to. Keys are typed and clicks made as a person would (xdotool);
// what the app sends is read at the fake provider, which speaks OpenAI's wire format.

import { test, expect } from '@playwright/test';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFake } from '../fakes/harness';
import type { FakeProviders } from '../fakes/server.mjs';
import { launchDesktop, runDesktop, type DesktopApp } from './support/desktop-app';
import { startDisplay, type Display } from './support/display.mjs';

const USER_KEY = 'sk-desktop-user-key';
const SHOTS = 'test-results/desktop';
/** Inside the chat list's background, which a dialog's overlay darkens. */
const OVERLAY_PROBE = { x: 20, y: 400 };
/** The chat input, at the bottom of a 1280 × 800 window. */
const CHAT_INPUT = { x: 790, y: 740 };

let display: Display;
let fake: FakeProviders & { url: string };

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  display = await startDisplay();
  fake = await startFake({ openai: USER_KEY });
});

test.afterAll(async () => {
  display?.close();
  await fake?.close();
});

/** Brighter than a window that has not painted yet (black), darker than the page under a dialog's dimming. */
const DRAWN_FLOOR = 100;

const brightness = async () => {
  const [r, g, b] = await display.pixel(OVERLAY_PROBE.x, OVERLAY_PROBE.y);
  return (r + g + b) / 3;
};

/** The fast link's settings, offered in a dialog that Enter applies. */
function settingsLink(): string {
  return `#/?settings=${encodeURIComponent(JSON.stringify({ key: USER_KEY, url: `${fake.url}/openai` }))}`;
}

async function applyOfferedSettings(): Promise<void> {
  // A new window is black until its first paint, so the dialog's dimmed page is told from it by a
  // floor. The dialog may be there in the very first paint (a fast start), so the page undimmed is
  // not waited for first.
  await expect
    .poll(async () => {
      const value = await brightness();
      return value > DRAWN_FLOOR && value < 200;
    }, { timeout: 60_000, message: 'the fast link dialog dims the drawn window' })
    .toBe(true);
  await display.xdotool('key', 'Return');
  await expect.poll(brightness, { timeout: 10_000, message: 'the dialog is gone' }).toBeGreaterThan(200);
}

/** Clicks the input and types. On a loaded machine the window may take the first key before the
 * click has focused the input (seen: "nd after the restart"), so callers look for what follows the
 * first word. */
async function send(text: string): Promise<void> {
  await display.xdotool('mousemove', String(CHAT_INPUT.x), String(CHAT_INPUT.y), 'click', '1');
  await display.xdotool('type', '--delay', '15', text);
  await display.xdotool('key', 'Return');
}

/** The chat request the fake received whose last message is `text`. */
async function chatRequestSaying(text: string) {
  await expect.poll(() => fake.requests.some((entry) => entry.body.includes(text)), { timeout: 30_000, message: `the fake receives "${text}"` }).toBe(true);
  const entry = fake.requests.find((candidate) => candidate.body.includes(text));
  await expect.poll(() => entry?.completed, { timeout: 30_000, message: 'the reply is streamed to its end' }).toBe(true);
  return { headers: entry?.headers ?? {}, messages: (JSON.parse(entry?.body ?? '{}') as { messages: { role: string; content: string }[] }).messages };
}

function rawRequest(address: string, headers: Record<string, string>): Promise<number> {
  const [hostname, port] = address.split(':');
  return new Promise((resolve, reject) => {
    const call = httpRequest({ hostname, port: Number(port), path: '/api/config', headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    call.on('error', reject);
    call.end();
  });
}

test('opens a native window, chats through its local server with the user key, and keeps the chat after a restart', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'polychat-desktop-'));
  let app: DesktopApp = await launchDesktop(display, dataDir, { args: [settingsLink()] });
  expect(app.host).toBe('webview');
  await app.ready();
  expect(await display.windows('PolyChat')).not.toHaveLength(0);
  await applyOfferedSettings();

  await send('hello from the desktop app');
  const first = await chatRequestSaying('from the desktop app');
  expect(first.headers.authorization).toBe(`Bearer ${USER_KEY}`);
  // The window's session cookie stays between the window and its own server.
  expect(first.headers.cookie).toBeUndefined();
  await expect.poll(brightness).toBeGreaterThan(200);
  await display.screenshot(`${SHOTS}/desktop-window.png`);

  // Nobody but the window: no session cookie, or another Host (a rebound DNS name), is refused.
  expect(await rawRequest(app.address, {})).toBe(403);
  expect(await rawRequest(app.address, { host: `rebound.example:${app.address.split(':')[1]}` })).toBe(421);

  // A second launch brings the first forward and starts no second server.
  const second = runDesktop(display, dataDir);
  expect(await second.exited).toBe(0);
  expect(second.output()).toContain('already running');
  expect(second.output()).not.toContain('is open');
  expect(app.child.exitCode).toBeNull();

  // Ctrl+Q quits; the next launch has the same address, so the same storage, and the chat.
  const { port } = JSON.parse(readFileSync(join(dataDir, 'shell-state.json'), 'utf8')) as { port: number };
  await display.xdotool('key', 'ctrl+q');
  expect(await app.exited).toBe(0);

  app = await launchDesktop(display, dataDir);
  expect(app.address).toBe(`127.0.0.1:${port}`);
  await app.ready();
  // As before the first message: the window drawn, not only its input reported visible by the page.
  await expect.poll(brightness, { timeout: 60_000, message: 'the window is drawn again' }).toBeGreaterThan(200);
  await send('and after the restart');
  const after = await chatRequestSaying('after the restart');
  expect(after.messages.some((message) => message.content.includes('from the desktop app'))).toBe(true);
  expect(after.headers.authorization).toBe(`Bearer ${USER_KEY}`);
  expect(await app.stop()).toBe(0);
});

test('falls back to a browser window in app mode when the system web view is unavailable', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'polychat-desktop-browser-'));
  const app = await launchDesktop(display, dataDir, { args: [settingsLink()], env: { POLYCHAT_WINDOW_HOST: 'browser' } });
  try {
    expect(app.host).toBe('browser');
    expect(app.output()).toContain('opening a browser window instead');
    await expect.poll(() => display.windows('PolyChat'), { timeout: 30_000 }).not.toHaveLength(0);
    await applyOfferedSettings();
    await send('hello from the browser window');
    const call = await chatRequestSaying('from the browser window');
    expect(call.headers.authorization).toBe(`Bearer ${USER_KEY}`);
    await display.screenshot(`${SHOTS}/browser-window.png`);
  } finally {
    expect(await app.stop()).toBe(0);
  }
});
