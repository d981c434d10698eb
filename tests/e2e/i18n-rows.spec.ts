// A conversation's rows in Russian. Their words are not in the first screen's table: they come with
// the message list (the first character typed loads it), and are there, translated, when the rows
// and the ':' suggestions are drawn: no key shows, and nothing waits on a blank screen.

import { locale as ru } from '../../src/web/i18n/resources/ru';
import { locale as ruReply } from '../../src/web/i18n/resources/ru/reply';
import { expect, test } from './support/chat-fixtures';
import { snap } from './support/fixtures';

test.use({ locale: 'ru' });

const words = ruReply.messages;

test('a chat\'s rows, their toolbars and the input\'s suggestions are in the browser\'s language', { tag: '@phone' }, async ({ page: chat, server }) => {
  await chat.goto(`${server.url}/#/chat`);
  const input = chat.getByRole('textbox', { name: ru.chat.inputLabel });
  await input.fill(':');
  const commands = chat.getByRole('listbox', { name: words.commandsLabel });
  await expect(commands.getByRole('option', { name: `:new ${words.commands.new}` })).toBeVisible();
  await expect(commands.getByRole('option', { name: `:model ${words.commands.model}` })).toBeVisible();
  await input.fill('Привет');
  await input.press('Enter');
  const reply = chat.getByRole('article', { name: ru.chat.roles.assistant }).last();
  await expect(reply).not.toHaveAttribute('aria-busy', 'true');
  const list = chat.getByRole('list', { name: words.messages });
  await expect(list.getByRole('article', { name: ru.chat.roles.user })).toHaveCount(1);
  const toolbar = list.getByRole('toolbar', { name: words.messageActions }).last();
  for (const name of [words.copy, words.retry, words.pin, words.edit, words.fork.action, words.fullScreen, words.delete]) {
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeAttached();
  }
  // No key of a namespace shows where a word should be.
  await expect(chat.getByRole('main')).not.toContainText(/\b(messages|chat|session|common):|\bfork\.action\b/);
  await reply.hover();
  await snap(chat, 'chat-rows-ru');
});
