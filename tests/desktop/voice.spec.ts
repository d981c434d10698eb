// Voice in the desktop app's window (WebKitGTK through webview-napi) on a virtual display, with a
// sound server of the test's own: its speakers are listened to, its microphone is a tone. Controls
// are found as a screen reader finds them (AT-SPI roles and names); keys are typed with xdotool.
// The fake provider speaks OpenAI's wire format and records what the app sent.

import { test, expect } from '@playwright/test';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFake } from '../fakes/harness';
import type { FakeProviders } from '../fakes/server.mjs';
import { TRANSCRIBED_TEXT } from '../fakes/audio.mjs';
import { startAccessibility, type Accessibility } from './support/accessibility';
import { startRealtimeFake } from '../support/realtime-fake';
import { launchDesktop, runDesktop, type DesktopApp } from './support/desktop-app';
import { startDisplay, type Display } from './support/display.mjs';
import { startSound, type Sound } from './support/sound';

const USER_KEY = 'sk-desktop-voice-key';
const SHOTS = 'test-results/desktop';
/** Louder than the null sink's silence (0) and its rounding, quieter than any speech. */
const HEARD_RMS = 0.01;
/** The level meter's reading (percent) once the microphone's tone is heard; silence reads 0. */
const METER_HEARS = 10;

let display: Display;
let sound: Sound;
let a11y: Accessibility;
let fake: FakeProviders & { url: string };
let app: DesktopApp;
let dataDir: string;

/** The fast link that gives the window the user's key for an OpenAI endpoint at `url`. */
const settingsLink = (url: string) => `#/?settings=${encodeURIComponent(JSON.stringify({ key: USER_KEY, url }))}`;
const appEnv = () => ({ ...sound.env, ...a11y.env });

/** Chromium shows a page to AT-SPI only when it believes a screen reader runs; this launcher says
 * so, as a screen reader's presence would. */
function chromiumForScreenReaders(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'polychat-chromium-')), 'chromium');
  writeFileSync(path, '#!/bin/sh\nexec /usr/bin/chromium --force-renderer-accessibility "$@"\n');
  chmodSync(path, 0o755);
  return path;
}

/** Answers Chromium's question for the microphone with the button whose name starts with `choice`.
 * The prompt ignores a press that comes too soon after it shows (its guard against a page tricking a
 * click onto it), so the button is pressed until the prompt is gone. */
async function answerMicrophonePrompt(choice: string): Promise<void> {
  await expect.poll(() => a11y.find('push button', choice), { timeout: 15_000, message: 'Chromium asks for the microphone' }).toBeDefined();
  await expect
    .poll(
      async () => {
        if (!(await a11y.find('push button', choice))) return 'answered';
        await a11y.press('push button', choice);
        return 'asking';
      },
      { timeout: 15_000, message: 'Chromium takes the answer' },
    )
    .toBe('answered');
}

/** OpenAI as the voice provider, in Settings, then back to the chat. */
async function chooseOpenAiVoice(): Promise<void> {
  await a11y.press('push button', 'Settings');
  await a11y.focus('combo box', 'Voice provider');
  await display.xdotool('key', 'Down');
}

async function applyOfferedSettings(): Promise<void> {
  await expect.poll(() => a11y.find('push button', 'Apply'), { timeout: 30_000, message: 'the fast link is offered' }).toBeDefined();
  await a11y.press('push button', 'Apply');
  await expect.poll(() => a11y.find('push button', 'Apply'), { message: 'the offer is gone' }).toBeUndefined();
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [display, sound] = await Promise.all([startDisplay(), startSound()]);
  a11y = await startAccessibility(display);
  fake = await startFake({ openai: USER_KEY });
  dataDir = mkdtempSync(join(tmpdir(), 'polychat-desktop-voice-'));
  app = await launchDesktop(display, dataDir, { args: [settingsLink(`${fake.url}/openai`)], env: appEnv() });
  expect(app.host).toBe('webview');
  await app.ready();
  await applyOfferedSettings();
  // OpenAI reads aloud and writes down, the window's own voice would not show the provider's path.
  await chooseOpenAiVoice();
  await a11y.press('toggle button', 'Read every reply aloud');
  await expect.poll(async () => (await a11y.find('toggle button', 'Read every reply aloud'))?.states).toContain('checked');
  await a11y.press('push button', 'New Chat');
});

test.afterAll(async () => {
  await app?.stop();
  a11y?.close();
  sound?.close();
  display?.close();
  await fake?.close();
});

test('a reply is read aloud by the provider and heard from the window’s speakers', async () => {
  await a11y.focus('entry', 'Message');
  await display.xdotool('type', '--delay', '15', 'Say something about the tide');
  await display.xdotool('key', 'Return');
  await expect
    .poll(() => fake.requests.find((entry) => entry.path.endsWith('/audio/speech')), { timeout: 30_000, message: 'the reply goes to the speech endpoint' })
    .toBeDefined();
  const speech = fake.requests.find((entry) => entry.path.endsWith('/audio/speech'));
  expect(speech?.headers.authorization).toBe(`Bearer ${USER_KEY}`);
  expect(JSON.parse(speech?.body ?? '{}')).toMatchObject({ model: 'tts-1', response_format: 'pcm' });
  await expect.poll(() => sound.loudest(), { timeout: 30_000, message: 'the speech is heard on the speakers' }).toBeGreaterThan(HEARD_RMS);
  await display.screenshot(`${SHOTS}/voice-read-aloud.png`);
});

test('dictation in the web view window: the app’s own page has the microphone, and what the provider heard lands in the input', async () => {
  // Hands-free: a press starts the take and the next one ends it (the tone never pauses to end it).
  // A screen reader's press is a whole click, which push to talk takes as a hold let go at once.
  await a11y.press('push button', 'Settings');
  await a11y.focus('combo box', 'Dictation');
  await display.xdotool('key', 'Down');
  await a11y.press('push button', 'New Chat');
  await a11y.focus('entry', 'Message');
  await display.xdotool('type', '--delay', '15', 'Typed first.');
  const uploads = () => fake.requests.filter((entry) => entry.path.endsWith('/audio/transcriptions')) as { headers: Record<string, string>; audio?: { format: string; rms?: number } }[];

  // No prompt: the window allows its own page the microphone (and nothing else) without asking.
  await a11y.press('toggle button', 'Dictate');
  await expect
    .poll(async () => (await a11y.find('level bar', 'Microphone level'))?.value ?? 0, { timeout: 15_000, message: 'the meter hears the microphone' })
    .toBeGreaterThan(METER_HEARS);
  await display.screenshot(`${SHOTS}/voice-dictation-webview.png`);
  await a11y.press('toggle button', 'Dictate');
  await expect.poll(async () => (await a11y.find('entry', 'Message'))?.text, { timeout: 30_000, message: 'the text lands in the input' }).toBe(`Typed first. ${TRANSCRIBED_TEXT}`);
  expect(uploads()).toHaveLength(1);
  expect(uploads()[0]?.headers.authorization).toBe(`Bearer ${USER_KEY}`);
  expect(uploads()[0]?.audio?.format).toBe('wav');
  expect(uploads()[0]?.audio?.rms).toBeGreaterThan(HEARD_RMS);
});

test('a voice call in the web view window: the realtime fake hears the microphone, and its spoken answer is heard on the speakers', async () => {
  const realtime = await startRealtimeFake();
  try {
    // The realtime endpoint is the user's OpenAI endpoint: a link given to a second launch goes to the window.
    expect(await runDesktop(display, dataDir, { args: [settingsLink(`${realtime.url}/openai`)], env: appEnv() }).exited).toBe(0);
    await applyOfferedSettings();
    await a11y.press('push button', 'Model: ');
    await a11y.focus('combo box', 'Filter');
    await display.xdotool('type', 'gpt-realtime');
    await display.xdotool('key', 'Return');
    await expect.poll(async () => (await a11y.find('push button', 'Model: '))?.name).toContain('gpt-realtime');
    sound.forget();
    await a11y.press('push button', 'Voice call');
    const call = () => realtime.calls[0];
    // WebKitGTK's WebSocket reaches the provider with the key as OpenAI's browser subprotocol.
    await expect.poll(() => call()?.session, { timeout: 15_000, message: 'the session is set up' }).toBeDefined();
    expect(call()?.url).toBe('/openai/v1/realtime?model=gpt-realtime');
    expect(call()?.headers['sec-websocket-protocol']).toContain(`openai-insecure-api-key.${USER_KEY}`);
    await expect.poll(() => call()?.utterances, { timeout: 20_000, message: 'the fake hears the spoken sentence as a turn' }).toBeGreaterThanOrEqual(1);
    expect(call()?.peak).toBeGreaterThan(HEARD_RMS);
    await expect.poll(() => sound.loudest(), { timeout: 15_000, message: 'the answer is heard on the speakers' }).toBeGreaterThan(HEARD_RMS);
    await display.screenshot(`${SHOTS}/voice-call-webview.png`);
    await a11y.press('push button', 'End call');
    await expect.poll(() => call()?.closed, { message: 'the call hangs up' }).toBe(true);
  } finally {
    await realtime.close();
  }
});

test('the browser window asks for the microphone, and dictation through the provider writes what it heard into the input', async () => {
  // One window at a time: the screen reader's view would find the same controls in both.
  expect(await app.stop()).toBe(0);
  app = await launchDesktop(display, mkdtempSync(join(tmpdir(), 'polychat-desktop-voice-browser-')), {
    args: [settingsLink(`${fake.url}/openai`)],
    env: { ...appEnv(), POLYCHAT_WINDOW_HOST: 'browser', POLYCHAT_BROWSER: chromiumForScreenReaders() },
  });
  expect(app.host).toBe('browser');
  await applyOfferedSettings();
  await chooseOpenAiVoice();
  // Hands-free: a press starts the take and the next one ends it (the tone never pauses to end it).
  // Chromium's screen-reader press is a whole click, which push to talk takes as a hold let go at once.
  await a11y.focus('combo box', 'Dictation');
  await display.xdotool('key', 'Down');
  await a11y.press('push button', 'New Chat');
  await a11y.focus('entry', 'Message');
  await display.xdotool('type', '--delay', '15', 'Typed first.');

  await a11y.press('toggle button', 'Dictate');
  // Chromium's first choice ("Allow while visiting the site"; "Allow" in older versions) keeps the
  // answer for the call below.
  await answerMicrophonePrompt('Allow');
  await expect
    .poll(async () => (await a11y.find('level bar', 'Microphone level'))?.value ?? 0, { timeout: 15_000, message: 'the meter hears the microphone' })
    .toBeGreaterThan(METER_HEARS);
  await display.screenshot(`${SHOTS}/voice-dictation-browser-window.png`);
  await a11y.press('toggle button', 'Dictate');
  await expect.poll(async () => (await a11y.find('entry', 'Message'))?.text, { timeout: 30_000, message: 'the text lands in the input' }).toBe(`Typed first. ${TRANSCRIBED_TEXT}`);
  // The web view window's dictation sent the first recording; this window's is the second.
  const upload = fake.requests.filter((entry) => entry.path.endsWith('/audio/transcriptions')).at(1) as { headers: Record<string, string>; audio?: { format: string; rms?: number } } | undefined;
  expect(upload?.headers.authorization).toBe(`Bearer ${USER_KEY}`);
  expect(upload?.audio?.format).toBe('wav');
  expect(upload?.audio?.rms).toBeGreaterThan(HEARD_RMS);
});

test('a voice call in the browser window: the realtime fake hears the microphone, and its spoken answer is heard on the speakers', async () => {
  const realtime = await startRealtimeFake();
  try {
    // The user's endpoint, changed in Settings: the browser window takes no link from a second launch.
    await a11y.press('push button', 'Settings');
    await a11y.focus('entry', 'Endpoint address');
    await display.xdotool('key', 'ctrl+a');
    await display.xdotool('type', `${realtime.url}/openai`);
    await a11y.press('push button', 'New Chat');
    await a11y.press('push button', 'Model: ');
    await a11y.focus('combo box', 'Filter');
    await display.xdotool('type', 'gpt-realtime');
    await display.xdotool('key', 'Return');
    sound.forget();
    await a11y.press('push button', 'Voice call');
    const call = () => realtime.calls[0];
    await expect.poll(() => call()?.session, { timeout: 15_000, message: 'the session is set up' }).toBeDefined();
    expect(call()?.headers['sec-websocket-protocol']).toContain(`openai-insecure-api-key.${USER_KEY}`);
    // Chromium asked when the dictation began and kept the answer.
    await expect.poll(() => call()?.utterances, { timeout: 20_000, message: 'the fake hears the spoken sentence as a turn' }).toBeGreaterThanOrEqual(1);
    expect(call()?.peak).toBeGreaterThan(HEARD_RMS);
    await expect.poll(() => sound.loudest(), { timeout: 15_000, message: 'the answer is heard on the speakers' }).toBeGreaterThan(HEARD_RMS);
    await display.screenshot(`${SHOTS}/voice-call-browser-window.png`);
    await a11y.press('push button', 'End call');
    await expect.poll(() => call()?.closed, { message: 'the call hangs up' }).toBe(true);
    // The key typed in Settings stays the app's: Chromium's password manager does not offer to keep it.
    expect(await a11y.find('push button', 'No thanks')).toBeUndefined();
  } finally {
    await realtime.close();
  }
});

test('in the browser window, a microphone the user blocked is told with the browser’s own way back', async () => {
  // A profile of its own, whose answer no other test depends on.
  expect(await app.stop()).toBe(0);
  app = await launchDesktop(display, mkdtempSync(join(tmpdir(), 'polychat-desktop-voice-blocked-')), {
    env: { ...appEnv(), POLYCHAT_WINDOW_HOST: 'browser', POLYCHAT_BROWSER: chromiumForScreenReaders() },
  });
  await chooseOpenAiVoice();
  await a11y.press('push button', 'New Chat');
  await a11y.press('toggle button', 'Dictate');
  await answerMicrophonePrompt('Never allow');
  const refusal = () => a11y.find('list item', 'The dictation could not be written down');
  await expect.poll(refusal, { timeout: 15_000, message: 'the dictation’s failure is told' }).toBeDefined();
  expect((await refusal())?.name).toContain('Allow it in the browser’s settings for this site');
});

test('without its microphone module the web view window opens all the same, and a refused microphone is told with the way to a window that asks', async () => {
  expect(await app.stop()).toBe(0);
  app = await launchDesktop(display, mkdtempSync(join(tmpdir(), 'polychat-desktop-voice-no-module-')), {
    env: { ...appEnv(), POLYCHAT_WEBVIEW_MICROPHONE: 'off' },
  });
  expect(app.host).toBe('webview');
  expect(app.output()).toContain('The window cannot use the microphone: POLYCHAT_WEBVIEW_MICROPHONE=off.');
  await app.ready();
  await chooseOpenAiVoice();
  await a11y.press('push button', 'New Chat');
  // WebKitGTK asks the embedder, and nothing answers yes: WebKit takes that as a refusal.
  await a11y.press('toggle button', 'Dictate');
  const refusal = () => a11y.find('list item', 'The dictation could not be written down');
  await expect.poll(refusal, { timeout: 15_000, message: 'the dictation’s failure is told' }).toBeDefined();
  expect((await refusal())?.name).toContain('Start PolyChat with POLYCHAT_WINDOW_HOST=browser');
  await display.screenshot(`${SHOTS}/voice-dictation-refused.png`);
});
