// The browser's own voice and speech recognition, chosen as the voice provider, in the Chromium the
// tests run: it has no voices of its own (speech synthesis lists none), and its speech recognition
// exists but cannot run here (it never starts, and ends when stopped: no speech service is reachable).
// What cannot work is said in a sentence, in Settings and at the press, never a silent button; where
// the browser has no recognition at all, dictation is not offered.
import { expect, messageActions, replyDone, send } from './support/chat-fixtures';
import { snap } from './support/fixtures';
import { chooseVoice, dictate, input, test } from './support/voice';

test('with no voice in the browser, Settings says so and Read aloud tells why it cannot read @phone', async ({ chat }) => {
  await chooseVoice(chat, { provider: 'browser' });
  // The headless browser really has no voice: what the page says rests on the browser's own list.
  expect(await chat.evaluate(() => speechSynthesis.getVoices().length)).toBe(0);
  await chat.evaluate(() => (location.hash = '#/settings'));
  const section = chat.getByRole('region', { name: 'Voice' });
  await expect(section.getByRole('status')).toHaveText('This browser has no voices of its own, so it cannot read replies aloud.');
  await section.scrollIntoViewIfNeeded();
  await snap(chat, 'voice-browser-settings');
  await chat.evaluate(() => (location.hash = '#/chat'));

  await send(chat, 'Read this to me.');
  await (await replyDone(chat)).hover();
  await messageActions(chat, 'last').getByRole('button', { name: 'Read aloud' }).click();
  await expect(chat.getByText('The reply could not be read aloud. This browser has no voice to read with. Choose OpenAI or Azure as the voice provider in Settings.')).toBeVisible();
  await expect(messageActions(chat, 'last').getByRole('button', { name: 'Read aloud' })).toBeVisible();
  await snap(chat, 'voice-browser-no-voice');
});

test('dictation with a recognition that never starts says so, instead of writing nothing, and keeps the typed words', async ({ chat }) => {
  await chooseVoice(chat, { provider: 'browser', dictationMode: 'push' });
  await input(chat).fill('Typed words');
  await dictate(chat).hover();
  await chat.mouse.down();
  await expect(dictate(chat)).toHaveAttribute('aria-pressed', 'true');
  await chat.mouse.up();
  await expect(chat.getByText('The dictation could not be written down. This browser cannot write down speech by itself.', { exact: false })).toBeVisible();
  await expect(dictate(chat)).toHaveAttribute('aria-pressed', 'false');
  await expect(input(chat)).toHaveValue('Typed words');
});

test.describe('a browser without speech recognition', () => {
  // What Firefox and WebKit are: no SpeechRecognition under either name.
  test.beforeEach(async ({ chat }) => {
    await chat.addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>;
      delete scope.SpeechRecognition;
      delete scope.webkitSpeechRecognition;
    });
    await chat.reload();
  });

  test('offers no dictation with its own voice, and says why in Settings; a provider brings it back @phone', async ({ chat }) => {
    await chooseVoice(chat, { provider: 'browser' });
    await expect(input(chat)).toBeVisible();
    await expect(dictate(chat)).toHaveCount(0);
    await chat.evaluate(() => (location.hash = '#/settings'));
    await expect(chat.getByRole('region', { name: 'Voice' }).getByRole('status')).toContainText('This browser has no speech recognition, so it cannot take dictation.');
    await chooseVoice(chat, { provider: 'openai' });
    await expect(dictate(chat)).toBeVisible();
  });
});
