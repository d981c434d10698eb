// A microphone the browser refuses: dictation says so in a sentence and keeps what was typed.
import { expect } from './support/chat-fixtures';
import { chooseVoice, dictate, input, test } from './support/voice';

// Chromium's stand-in for the permission prompt answers no.
test.use({ microphoneArgs: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream=deny'] });

test('says the microphone is not allowed, and the typed words stay @phone', async ({ chat }) => {
  await chooseVoice(chat, { provider: 'openai', dictationMode: 'hands-free' });
  await input(chat).fill('Still here');
  await dictate(chat).click();
  await expect(chat.getByText('PolyChat is not allowed to use the microphone.', { exact: false })).toBeVisible();
  await expect(input(chat)).toHaveValue('Still here');
  await expect(dictate(chat)).toHaveAttribute('aria-pressed', 'false');
});
