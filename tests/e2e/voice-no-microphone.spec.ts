// A computer with no microphone at all: Chromium is started without its fake capture device, so
// getUserMedia finds no device (NotFoundError), as on a desktop with nothing plugged in. Dictation
// and a voice call each say so in a sentence; nothing typed is lost.
import { startRealtimeFake } from '../support/realtime-fake';
import { expect } from './support/chat-fixtures';
import { snap } from './support/fixtures';
import { startServer } from './support/server';
import { chooseVoice, dictate, input, test } from './support/voice';

// The permission is granted without a prompt, so that what fails is the device, not the permission.
test.use({ microphoneArgs: ['--use-fake-ui-for-media-stream'] });

test('dictation says no microphone was found, and the typed words stay @phone', async ({ chat }) => {
  await chooseVoice(chat, { provider: 'openai', dictationMode: 'hands-free' });
  await input(chat).fill('Nothing typed is lost');
  await dictate(chat).click();
  await expect(chat.getByText('No microphone was found. Connect one and try again.', { exact: false })).toBeVisible();
  await expect(input(chat)).toHaveValue('Nothing typed is lost');
  await expect(dictate(chat)).toHaveAttribute('aria-pressed', 'false');
  await snap(chat, 'voice-no-microphone');
  // The input still takes more words.
  await input(chat).press('End');
  await input(chat).pressSequentially(', still.');
  await expect(input(chat)).toHaveValue('Nothing typed is lost, still.');
});

test('a voice call says no microphone was found, and the call is not left open @phone', async ({ page }) => {
  const realtime = await startRealtimeFake();
  const server = await startServer({ OPENAI_API_KEY: 'sk-server-no-microphone', BASE_URL: realtime.url, DEFAULT_MODEL: 'gpt-realtime@OpenAI' });
  try {
    await page.goto(`${server.url}/#/chat`);
    await input(page).fill('Typed before the call');
    await page.getByRole('button', { name: 'Voice call' }).click();
    const call = page.getByRole('dialog', { name: 'Voice call with gpt-realtime' });
    await expect(call.getByRole('alert')).toHaveText('No microphone was found. Connect one and call again.');
    await expect(call.getByRole('status')).toHaveText('Call ended');
    await expect.poll(() => realtime.calls.every((one) => one.closed)).toBe(true);
    await snap(page, 'voice-call-no-microphone');
    await call.getByRole('button', { name: 'Close' }).click();
    await expect(input(page)).toHaveValue('Typed before the call');
  } finally {
    await server.stop();
    await realtime.close();
  }
});
