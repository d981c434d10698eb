// A voice call with a realtime model through our server: real speech, made here with espeak-ng and
// sox, is Chromium's microphone; the fake realtime API hears it (its voice activity detection only
// fires on sound), answers with audio and transcripts, and is interrupted when the looped speech
// comes round again while the answer plays. Both sides' words end in the chat.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { startRealtimeFake, type RealtimeFake } from '../support/realtime-fake';
import { expect, snap, test, waitForStoredSetting } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';
import { fakeMicrophoneLaunch } from './support/fake-microphone';

const SERVER_KEY = 'sk-server-realtime-e2e';
const ACCESS_CODE = 'call me';
const FOLDER = resolve('test-results/voice-call');
/** About two seconds of speech, then two and a half of silence: Chromium loops the file, so the user
 * speaks again while the first answer (six seconds of audio) is still playing. */
const MICROPHONE = `${FOLDER}/microphone.wav`;

function makeMicrophone(): void {
  if (existsSync(MICROPHONE)) return;
  mkdirSync(FOLDER, { recursive: true });
  const speech = `${FOLDER}/speech.wav`;
  execFileSync('espeak-ng', ['-w', speech, 'What is the weather like today?']);
  execFileSync('sox', [speech, '-r', '48000', '-c', '1', '-b', '16', MICROPHONE, 'pad', '0', '2.5']);
}
makeMicrophone();

test.use({ launchOptions: fakeMicrophoneLaunch(MICROPHONE) });

let realtime: RealtimeFake;
let server: RunningServer;

test.beforeAll(async () => {
  realtime = await startRealtimeFake();
  server = await startServer({ OPENAI_API_KEY: SERVER_KEY, BASE_URL: realtime.url, CODE: ACCESS_CODE, DEFAULT_MODEL: 'gpt-realtime@OpenAI' });
});
test.afterAll(async () => {
  await server.stop();
  await realtime.close();
});

async function signIn(page: Page, code: string): Promise<void> {
  await page.goto(`${server.url}/#/auth`);
  await page.getByLabel('Enter the access code here').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/#\/chat$/);
  await waitForStoredSetting(page, 'access', `"accessCode":"${code}"`);
}

test('a voice call: speak, hear, interrupt, mute, end, and both sides’ words in the chat @phone', async ({ page }) => {
  // Everything the page receives, to show the server's key never reaches it.
  const received: string[] = [];
  page.on('response', (response) => void response.text().then((text) => received.push(text), () => undefined));
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => received.push(String(payload))));
  await signIn(page, ACCESS_CODE);
  await page.getByRole('button', { name: 'Voice call' }).click();
  const call = page.getByRole('dialog', { name: 'Voice call with gpt-realtime' });
  await expect(call.getByRole('status')).toHaveText('Listening');
  const fake = () => realtime.calls.at(-1);
  expect(fake()?.headers.authorization).toBe(`Bearer ${SERVER_KEY}`);
  expect(fake()?.session).toMatchObject({ type: 'realtime', audio: { input: { format: { type: 'audio/pcm', rate: 24_000 } } } });

  // The fake heard the speech (its detector fires only on sound) and answers: the page plays it.
  await expect(call.getByRole('status')).toHaveText('Answering');
  expect(fake()?.peak).toBeGreaterThan(0.1);
  const transcript = call.getByRole('list', { name: 'Transcript' });
  await expect(transcript.getByRole('listitem').filter({ hasText: 'What is the weather like today?' })).toBeVisible();
  await expect(transcript.getByRole('listitem').filter({ hasText: 'It is sunny and warm, a fine day for a walk.' })).toBeVisible();
  await snap(page, 'voice-call-answering');

  // The user speaks again over the answer: it stops, and the model is told to stop and how much was heard.
  await expect.poll(() => fake()?.utterances).toBeGreaterThanOrEqual(2);
  await expect.poll(() => fake()?.cancels).toBeGreaterThanOrEqual(1);
  expect(fake()?.truncates).toBeGreaterThanOrEqual(1);
  await expect(call.getByRole('status')).toHaveText('Listening');

  // Muted: what was said is dropped and nothing more is sent until unmuted.
  const mute = call.getByRole('button', { name: 'Mute' });
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await expect(call.getByRole('status')).toHaveText('Muted');
  await expect.poll(() => fake()?.clears).toBe(1);
  // Ten chunks' worth of time: an unmuted microphone sends one every 100 ms.
  await page.waitForTimeout(1000);
  expect(fake()?.appendsSinceClear).toBe(0);
  await snap(page, 'voice-call-muted');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => fake()?.appendsSinceClear).toBeGreaterThan(0);

  await call.getByRole('button', { name: 'End call' }).click();
  await expect(call).toBeHidden();
  await expect.poll(() => fake()?.closed).toBe(true);
  const chat = page.getByRole('main');
  await expect(chat.getByRole('article', { name: 'You' }).first()).toContainText('What is the weather like today?');
  await expect(chat.getByRole('article', { name: 'Assistant' }).first()).toContainText('It is sunny and warm, a fine day for a walk.');
  await snap(page, 'voice-call-chat');
  expect(received.join('\n')).not.toContain(SERVER_KEY);
});

test('a wrong access code ends the call with a sentence, and the provider is never called', async ({ page }) => {
  await signIn(page, 'not the code');
  const before = realtime.calls.length;
  await page.getByRole('button', { name: 'Voice call' }).click();
  const call = page.getByRole('dialog', { name: 'Voice call with gpt-realtime' });
  await expect(call.getByRole('alert')).toHaveText('The access code is wrong or missing. Enter it on the access page, then call again.');
  await expect(call.getByRole('status')).toHaveText('Call ended');
  expect(realtime.calls.length).toBe(before);
  await snap(page, 'voice-call-refused');
  await call.getByRole('button', { name: 'Close' }).click();
  await expect(call).toBeHidden();
});

test('with the user’s own key the call goes straight to the provider, never through the server', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto(`${server.url}/#/settings`);
  await page.getByRole('switch', { name: 'Custom endpoint' }).click();
  await page.getByRole('textbox', { name: 'Endpoint address' }).fill(realtime.url);
  await page.getByRole('textbox', { name: 'API key' }).fill('sk-user-own');
  await waitForStoredSetting(page, 'access', `"openaiUrl":"${realtime.url}"`);
  await page.goto(`${server.url}/#/chat`);
  await page.getByRole('button', { name: 'Voice call' }).click();
  const call = page.getByRole('dialog', { name: 'Voice call with gpt-realtime' });
  await expect(call.getByRole('status')).toHaveText('Listening');
  const direct = realtime.calls.at(-1);
  expect(direct?.url).toBe('/v1/realtime?model=gpt-realtime');
  expect(direct?.headers['sec-websocket-protocol']).toBe('realtime, openai-insecure-api-key.sk-user-own');
  expect(direct?.headers.authorization).toBeUndefined();
  expect(sockets).toEqual([`${realtime.url.replace('http', 'ws')}/v1/realtime?model=gpt-realtime`]);
  // Leaving the chat hangs up: the microphone does not stay open behind another screen.
  await page.goto(`${server.url}/#/settings`);
  await expect.poll(() => direct?.closed).toBe(true);
});
