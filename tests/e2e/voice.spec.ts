// Voice: replies read aloud by the provider through our server (the fake speaks with espeak-ng),
// following a reply while it streams, paused and stopped; dictation from Chromium's microphone,
// which plays real speech made here, sent to the fake's transcription endpoint, whose text lands in
// the input or is sent; and the sentences for a refused microphone and a failing provider.
import { snap } from './support/fixtures';
import { expect, lastReply, messageActions, nonce, questions, replyDone, send } from './support/chat-fixtures';
import { TRANSCRIBED_TEXT } from '../fakes/audio.mjs';
import { audioRequests, chooseVoice, dictate, input, test } from './support/voice';


test.describe('read aloud', () => {
  test('a reply is read by the provider without its marks, code or links, and can be paused, resumed and stopped', { tag: '@phone' }, async ({ chat, fake }) => {
    await chooseVoice(chat, { provider: 'openai' });
    const word = nonce();
    await send(chat, `The **tide** is ${word}. See [the chart](https://example.com/chart) now.\n\n\`\`\`js\nconst wave = 1;\n\`\`\``);
    await (await replyDone(chat)).hover();
    const reply = messageActions(chat, 'last');
    const before = (await audioRequests(fake, 'speech')).length;
    await reply.getByRole('button', { name: 'Read aloud' }).click();
    // Pause appears once the first sound is playing.
    await reply.getByRole('button', { name: 'Pause reading' }).click();
    await expect(reply.getByRole('button', { name: 'Resume reading' })).toBeVisible();
    await snap(chat, 'voice-read-aloud-paused');
    await reply.getByRole('button', { name: 'Resume reading' }).click();
    await expect(reply.getByRole('button', { name: 'Pause reading' })).toBeVisible();
    const spoken = async () => (await audioRequests(fake, 'speech')).slice(before).map((request) => request.json.input).join(' ');
    await expect.poll(spoken).toContain('See the chart now.');
    const words = await spoken();
    expect(words).toContain(`The tide is ${word}.`);
    expect(words).not.toMatch(/\*\*|example\.com|const wave|```/);
    await reply.getByRole('button', { name: 'Stop reading' }).click();
    await expect(reply.getByRole('button', { name: 'Read aloud' })).toBeVisible();
  });

  test('with "Read every reply aloud" on, a reply is read while it is still streaming', async ({ chat, fake }) => {
    await chooseVoice(chat, { provider: 'openai', readReplies: true });
    const word = nonce();
    // The first sentence settles at once; a long tail keeps the reply streaming.
    await send(chat, `The sea is ${word}. [[fake:chunks=400]] [[fake:delay=40]]`);
    await expect.poll(async () => (await audioRequests(fake, 'speech')).map((request) => request.json.input).join(' | ')).toContain(`The sea is ${word}.`);
    await expect(lastReply(chat)).toHaveAttribute('aria-busy', 'true');
    await lastReply(chat).hover();
    await messageActions(chat, 'last').getByRole('button', { name: 'Stop reading' }).click();
    await expect(messageActions(chat, 'last').getByRole('button', { name: 'Read aloud' })).toBeVisible();
  });
});

test.describe('dictation', () => {
  test('push to talk: the microphone’s speech goes to the transcription endpoint as WAV and its text joins what was typed', { tag: '@phone' }, async ({ chat, fake }) => {
    await chooseVoice(chat, { provider: 'openai', dictationMode: 'push' }, 'voice-settings');
    await input(chat).fill('Typed first.');
    const before = (await audioRequests(fake, 'transcriptions')).length;
    const button = dictate(chat);
    await button.hover();
    await chat.mouse.down();
    const meter = chat.getByRole('meter', { name: 'Microphone level' });
    // Held until the meter hears the speech in the file.
    await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(10);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await snap(chat, 'voice-dictation-recording');
    await chat.mouse.up();
    await expect(input(chat)).toHaveValue(`Typed first. ${TRANSCRIBED_TEXT}`);
    const [upload] = (await audioRequests(fake, 'transcriptions')).slice(before);
    expect(upload?.audio).toMatchObject({ format: 'wav', sampleRate: 16_000, channels: 1 });
    expect(upload?.audio?.rms).toBeGreaterThan(0.01);
    expect(upload?.headers.authorization).toBe('Bearer sk-server-openai');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  test('hands-free: the dictation ends when the speaker pauses and is sent at once', async ({ chat }) => {
    await chooseVoice(chat, { provider: 'openai', dictationMode: 'hands-free', sendDictation: true });
    await dictate(chat).click();
    await expect(questions(chat).last()).toContainText(TRANSCRIBED_TEXT);
    await expect(input(chat)).toHaveValue('');
  });

  test('the shortcut Alt + M held records, and a provider error is told in a sentence while the typed words stay', async ({ chat }) => {
    await chooseVoice(chat, { provider: 'openai', transcriptionModel: 'whisper-1 [[fake:500]]' });
    await input(chat).fill('Keep these words');
    await chat.keyboard.down('Alt');
    await chat.keyboard.down('KeyM');
    await expect(chat.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    await chat.keyboard.up('KeyM');
    await chat.keyboard.up('Alt');
    await expect(chat.getByText('The dictation could not be written down. The voice provider could not do it.', { exact: false })).toBeVisible();
    await expect(input(chat)).toHaveValue('Keep these words');
  });
});
