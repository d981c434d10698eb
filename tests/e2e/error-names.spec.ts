// Errors named by what happened: a provider that falls silent mid-answer is not a lost connection,
// and Baidu's errors (HTTP 200 with an error code) read from the same catalogue as every chat.
import { fakeEnv } from '../fakes/harness';
import { startServer } from './support/server';
import { snap } from './support/fixtures';
import { expect, replyDone, send, test } from './support/chat-fixtures';

test('a provider that stops sending after some text is named as stalled, and the text stays', { tag: '@phone' }, async ({ page, fake }) => {
  // The server gives up on a silent provider after a second instead of a minute.
  const server = await startServer({ ...fakeEnv(fake.url), DEFAULT_MODEL: 'gpt-4o-mini@OpenAI', UPSTREAM_IDLE_SECONDS: '1' });
  try {
    await page.goto(`${server.url}/#/chat`);
    // The fake sends its first words, "Echo", then nothing more.
    await send(page, '[[fake:stall]] tell me about the tides');
    const reply = await replyDone(page);
    await expect(reply.getByRole('paragraph')).toHaveText([
      'Echo',
      'The provider stopped sending in the middle of the reply, so it was ended; what arrived is kept. Retry to ask again.',
    ]);
    await expect(reply).not.toContainText('connection was lost');
    await snap(page, 'chat-error-stalled');
  } finally {
    await fetch(`${fake.url}/__release`);
    await server.stop();
  }
});

test('Baidu’s internal error, sent as HTTP 200 with error_code 336000, says the provider had an internal error', async ({ chat }) => {
  await chat.getByRole('button', { name: /^Model: .*\. Change the model of this chat$/ }).click();
  const picker = chat.getByRole('dialog', { name: 'Model of this chat' });
  await picker.getByRole('combobox', { name: 'Filter' }).fill('ernie-4.0-8k');
  await picker.getByRole('option', { name: /^ernie-4\.0-8k\s*Baidu/ }).click();
  await send(chat, '[[fake:500]] 你好');
  const reply = await replyDone(chat);
  await expect(reply).toContainText('The provider had an internal error. Try again in a moment.');
  await expect(reply).not.toContainText('The request failed.');
  await reply.getByText('Details').click();
  await expect(reply.locator('pre')).toContainText('Internal error (error_code 336000)');
});
