// A chat is a tree: Retry keeps the old answer as a version, an edited question sent again is a
// branch with its own answer, "‹ 2 / 3 ›" switches between them and shows each one's branch below,
// and the export offers every branch.
import { snap } from './support/fixtures';
import {
  chatRequests,
  conversationOf,
  expect,
  lastReply,
  messageActions,
  nonce,
  questions,
  reloadChat,
  replies,
  replyDone,
  send,
  test,
} from './support/chat-fixtures';

test('Retry keeps the old answer as a version, and the versions switch back and forth', { tag: '@phone' }, async ({ chat, fake }) => {
  const word = nonce();
  await send(chat, `versions ${word}`);
  await replyDone(chat);
  await messageActions(chat, 'last').getByRole('button', { name: 'Retry' }).click();
  await expect.poll(async () => (await chatRequests(fake, word)).length).toBe(2);
  await replyDone(chat);

  const versions = chat.getByRole('group', { name: 'Version 2 of 2' });
  await expect(versions).toBeVisible();
  await expect(replies(chat)).toHaveCount(1);
  await snap(chat, 'chat-versions');
  await versions.getByRole('button', { name: 'Previous version' }).click();
  const first = chat.getByRole('group', { name: 'Version 1 of 2' });
  await expect(first).toBeVisible();
  await expect(first.getByRole('button', { name: 'Previous version' })).toBeDisabled();

  // The choice is kept.
  await reloadChat(chat);
  await expect(chat.getByRole('group', { name: 'Version 1 of 2' })).toBeVisible();
  await chat.getByRole('button', { name: 'Next version' }).click();
  await expect(chat.getByRole('group', { name: 'Version 2 of 2' })).toBeVisible();
});

test('an edited question sent again is a branch with its own answers; switching shows each branch below it', { tag: '@phone' }, async ({ chat, fake }) => {
  const word = nonce();
  await send(chat, `first ${word}`);
  await replyDone(chat);
  await send(chat, `old follow-up ${word}`);
  await replyDone(chat);

  await messageActions(chat, 2).getByRole('button', { name: 'Rewrite and send' }).click();
  const dialog = chat.getByRole('dialog', { name: 'Rewrite and send as a new version' });
  await dialog.getByRole('textbox').fill(`new follow-up ${word}`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(questions(chat).last()).toHaveText(`new follow-up ${word}`);
  await expect(await replyDone(chat)).toContainText(`Echo: new follow-up ${word}`);
  // The new branch was asked with the turns before the question, not the old branch.
  const last = (await chatRequests(fake, word)).at(-1);
  expect(conversationOf(last!).map((turn) => turn.text)).toEqual([`first ${word}`, `Echo: first ${word}`, `new follow-up ${word}`]);
  await expect(questions(chat)).toHaveCount(2);
  await snap(chat, 'chat-branch');

  await chat.getByRole('group', { name: 'Version 2 of 2' }).getByRole('button', { name: 'Previous version' }).click();
  await expect(questions(chat).last()).toHaveText(`old follow-up ${word}`);
  await expect(lastReply(chat)).toContainText(`Echo: old follow-up ${word}`);
  await expect(chat.getByRole('main').getByText('4 messages', { exact: true })).toBeVisible();
});

test('the export offers this path or every branch, every branch with each version named', async ({ chat }) => {
  const word = nonce();
  await send(chat, `export ${word}`);
  await replyDone(chat);
  await messageActions(chat, 'last').getByRole('button', { name: 'Retry' }).click();
  await expect(chat.getByRole('group', { name: 'Version 2 of 2' })).toBeVisible();
  await replyDone(chat);

  await chat.getByRole('button', { name: 'Export chat' }).click();
  const dialog = chat.getByRole('dialog', { name: 'Export messages' });
  const scope = dialog.getByRole('group', { name: 'Branches' });
  await expect(scope.getByRole('radio', { name: 'This path' })).toBeChecked();
  await expect(dialog.getByText('2 of 2 selected')).toBeVisible();
  await scope.getByRole('radio', { name: 'Every branch' }).check();
  await expect(dialog.getByText('3 of 3 selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  const markdown = dialog.getByLabel('Markdown of the selected messages');
  await expect(markdown).toContainText('Version 1 of 2');
  await expect(markdown).toContainText('Version 2 of 2');
  await snap(chat, 'chat-export-every-branch');
});

test('search finds a word only in the version not shown, and opening it shows that version', { tag: '@phone' }, async ({ chat, fake }) => {
  const word = nonce();
  const hidden = nonce();
  await send(chat, `search versions ${word}`);
  await replyDone(chat);
  // The first answer says something the second will not.
  await messageActions(chat, 'last').getByRole('button', { name: 'Edit' }).click();
  const dialog = chat.getByRole('dialog', { name: 'Edit message' });
  await dialog.getByRole('textbox', { name: 'Edit message' }).fill(`The first version mentions ${hidden}.`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(lastReply(chat)).toContainText(hidden);
  await messageActions(chat, 'last').getByRole('button', { name: 'Retry' }).click();
  await expect.poll(async () => (await chatRequests(fake, word)).length).toBe(2);
  await replyDone(chat);
  await expect(chat.getByRole('group', { name: 'Version 2 of 2' })).toBeVisible();
  await expect(lastReply(chat)).not.toContainText(hidden);

  await chat.evaluate(() => (location.hash = '#/search-chat'));
  await expect(chat.getByRole('heading', { name: 'Search chats' })).toBeVisible();
  await chat.getByRole('searchbox', { name: 'Search messages' }).fill(hidden);
  const hits = chat.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(hits).toHaveCount(1);
  await hits.getByRole('button').click();

  await expect(chat.getByRole('group', { name: 'Version 1 of 2' })).toBeVisible();
  const found = chat.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: hidden });
  await expect(found).toBeInViewport();
  await expect(found).toHaveAttribute('aria-current', 'true');
  await expect(replies(chat)).toHaveCount(1);
  await snap(chat, 'search-other-version');
  // The branch opened is the one chosen: it is still shown after a reload.
  await reloadChat(chat);
  await expect(chat.getByRole('group', { name: 'Version 1 of 2' })).toBeVisible();
});
