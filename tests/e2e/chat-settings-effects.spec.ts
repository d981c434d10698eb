// Settings that change what the chat shows (issue 16): the avatars beside messages, the preview
// bubble of the typed message, and the input hint whatever the send key.
import { snap, waitForStoredSetting } from './support/fixtures';
import { expect, replyDone, send, test } from './support/chat-fixtures';

test('the user’s avatar shows beside their messages, and follows the setting', async ({ chat }) => {
  await send(chat, 'hello avatars');
  await replyDone(chat);
  const question = chat.getByRole('article', { name: 'You' }).last().locator('xpath=..');
  await expect(question).toContainText('😃');
  // The default mask's avatar beside the reply stands for the model.
  await expect(chat.getByRole('article', { name: 'Assistant' }).last().locator('xpath=..')).toContainText('🤖');

  await chat.goto(chat.url().replace(/#.*$/, '#/settings'));
  await chat.getByRole('button', { name: 'Avatar' }).click();
  await chat.getByRole('button', { name: '🦊' }).click();
  await waitForStoredSetting(chat, 'config', '"avatar":"1f98a"');
  await chat.goto(chat.url().replace(/#.*$/, '#/chat'));
  await expect(chat.getByRole('article', { name: 'You' }).last().locator('xpath=..')).toContainText('🦊');
  await snap(chat, 'chat-avatars');
});

test('the preview bubble shows the typed message rendered, and goes with the setting', async ({ chat }) => {
  const input = chat.getByRole('textbox', { name: 'Message' });
  await input.fill('Some **bold** words and `code`');
  const preview = chat.getByRole('region', { name: 'Preview of your message' });
  await expect(preview.locator('strong')).toHaveText('bold');
  await expect(preview.locator('code')).toHaveText('code');
  await snap(chat, 'chat-preview-bubble');
  // A command or a prompt search is not a message.
  await input.fill(':new');
  await expect(preview).toHaveCount(0);

  await chat.goto(chat.url().replace(/#.*$/, '#/settings'));
  await chat.getByRole('switch', { name: 'Preview bubble' }).click();
  await waitForStoredSetting(chat, 'config', '"sendPreviewBubble":false');
  await chat.goto(chat.url().replace(/#.*$/, '#/chat'));
  await chat.getByRole('textbox', { name: 'Message' }).fill('Some **bold** words');
  await expect(chat.getByRole('region', { name: 'Preview of your message' })).toHaveCount(0);
});

test('the input hint names / and : whatever the send key', async ({ chat }) => {
  await chat.goto(chat.url().replace(/#.*$/, '#/settings'));
  await chat.getByLabel('Send key').selectOption({ index: 1 });
  await chat.goto(chat.url().replace(/#.*$/, '#/chat'));
  const placeholder = await chat.getByRole('textbox', { name: 'Message' }).getAttribute('placeholder');
  expect(placeholder).toMatch(/ to send, \/ to search prompts, : to use commands$/);
  expect(placeholder).not.toMatch(/^Enter/);
});

test('a reply shows the tokens its provider counted, and what they cost, and the chat sums them', async ({ chat }) => {
  // No directive: the app asks OpenAI for the counts (stream_options.include_usage) and the fake answers as OpenAI does.
  await send(chat, 'count my tokens');
  const reply = await replyDone(chat);
  const meta = reply.locator('xpath=..');
  await meta.getByText('Tokens', { exact: true }).click();
  // Two significant figures for a reply; the chat's total is in cents.
  await expect(meta).toContainText('9 in · 12 out · ≈ $0.0000086');
  await snap(chat, 'chat-usage');
  await chat.getByRole('button', { name: 'More chat actions' }).click();
  await chat.getByRole('menuitem', { name: 'Statistics' }).click();
  await expect(chat.getByRole('dialog', { name: 'Statistics' })).toContainText('Tokens reported by the providers: 9 in, 12 out · < $0.01');
});

