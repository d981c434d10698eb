// A message typed during a voice call: it goes to the realtime model as a conversation item with
// input_text and asks for an answer (response.create), which is spoken and transcribed like any
// other; typed over an answer, it cuts the answer off as speech would. The microphone is silence
// made with sox, so that every answer here is to what was typed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { startRealtimeFake, type RealtimeFake } from '../support/realtime-fake';
import { expect, snap, test } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';
import { fakeMicrophoneLaunch } from './support/fake-microphone';

const SERVER_KEY = 'sk-server-realtime-typed';
const FOLDER = resolve('test-results/voice-call-typed');
const SILENCE = `${FOLDER}/silence.wav`;
const ANSWER = 'It is sunny and warm, a fine day for a walk.';

function makeSilence(): void {
  if (existsSync(SILENCE)) return;
  mkdirSync(FOLDER, { recursive: true });
  execFileSync('sox', ['-n', '-r', '48000', '-c', '1', '-b', '16', SILENCE, 'trim', '0', '3']);
}
makeSilence();

test.use({ launchOptions: fakeMicrophoneLaunch(SILENCE) });

let realtime: RealtimeFake;
let server: RunningServer;

test.beforeAll(async () => {
  // Answers long enough to be still playing when the second message is typed.
  realtime = await startRealtimeFake({ answerTranscript: ANSWER, answerSeconds: 30 });
  server = await startServer({ OPENAI_API_KEY: SERVER_KEY, BASE_URL: realtime.url, DEFAULT_MODEL: 'gpt-realtime@OpenAI' });
});
test.afterAll(async () => {
  await server.stop();
  await realtime.close();
});

test('a message typed during a call is answered aloud, cuts off an answer it is typed over, and both sides are saved @phone', async ({ page }) => {
  await page.goto(`${server.url}/#/chat`);
  await page.getByRole('button', { name: 'Voice call' }).click();
  const call = page.getByRole('dialog', { name: 'Voice call with gpt-realtime' });
  await expect(call.getByRole('status')).toHaveText('Listening');
  const fake = () => realtime.calls.at(-1);
  const typed = call.getByRole('textbox', { name: 'Typed message' });

  await typed.fill('Spell Reykjavík for me.');
  await typed.press('Enter');
  await expect(typed).toHaveValue('');
  await expect(call.getByRole('status')).toHaveText('Answering');
  expect(fake()?.typed).toEqual(['Spell Reykjavík for me.']);
  expect(fake()?.responseCreates).toBe(1);
  // Silence never made the fake hear a turn: the answer is to the typed words.
  expect(fake()?.utterances).toBe(0);
  const transcript = call.getByRole('list', { name: 'Transcript' });
  await expect(transcript.getByRole('listitem').filter({ hasText: 'Spell Reykjavík for me.' })).toBeVisible();
  await expect(transcript.getByRole('listitem').filter({ hasText: ANSWER })).toBeVisible();
  await snap(page, 'voice-call-typed');

  // Typed while the answer still plays: the answer stops and the model is
  // told to stop, so the new request is not refused as one answer too many.
  await typed.fill('Thank you.');
  await call.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => fake()?.typed).toEqual(['Spell Reykjavík for me.', 'Thank you.']);
  expect(fake()?.cancels).toBe(1);
  expect(fake()?.responseCreates).toBe(2);
  await expect(call.getByRole('alert')).toHaveCount(0);
  await expect(transcript.getByRole('listitem').filter({ hasText: ANSWER })).toHaveCount(2);

  await call.getByRole('button', { name: 'End call' }).click();
  await expect(call).toBeHidden();
  const chat = page.getByRole('main');
  await expect(chat.getByRole('article', { name: 'You' })).toHaveText([/Spell Reykjavík for me\./, /Thank you\./]);
  await expect(chat.getByRole('article', { name: 'Assistant' }).filter({ hasText: ANSWER })).toHaveCount(2);
});
