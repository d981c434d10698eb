// Starting chats from masks: the new-chat picker (grid, Return, Just Start, Don't Show Again, Find
// More) and the preset context of the chosen mask reaching the provider.
import { chatRequest, expect, nonce, replyDone, send, test, textOf } from './support/chat-fixtures';
import { snap } from './support/fixtures';

test('a built-in mask from the picker starts a chat whose preset context is sent', { tag: '@phone' }, async ({ chat, fake }) => {
  await chat.goto(chat.url().replace(/#.*$/, '#/new-chat'));
  await expect(chat.getByRole('heading', { name: 'Pick a Mask' })).toBeVisible();
  const grid = chat.getByRole('list', { name: 'Masks' });
  await expect(grid.getByRole('button', { name: 'Code Reviewer' })).toBeVisible();
  await snap(chat, 'mask-picker');
  await grid.getByRole('button', { name: 'Code Reviewer' }).click();
  await expect(chat).toHaveURL(/#\/chat$/);

  const word = nonce();
  await send(chat, `Review ${word}`);
  await replyDone(chat);
  const request = await chatRequest(fake, word);
  const messages = request.json.messages ?? [];
  const system = messages.find((message) => textOf(message.content).includes('senior software engineer doing a careful code review'));
  expect(system?.role).toBe('system');
  expect(messages.some((message) => message.role === 'assistant' && textOf(message.content).includes('ZeroDivisionError'))).toBe(true);
  expect(textOf(messages.at(-1)?.content)).toContain(word);
});

test("the picker's own settings: the mask's model config is used when it does not follow the global one", async ({ chat, fake }) => {
  await chat.goto(chat.url().replace(/#.*$/, '#/new-chat'));
  await chat.getByRole('list', { name: 'Masks' }).getByRole('button', { name: 'Math Solver' }).click();
  const word = nonce();
  await send(chat, `2+2 ${word}`);
  await replyDone(chat);
  const request = await chatRequest(fake, word);
  expect((request.json as { temperature?: number }).temperature).toBe(0.1);
});

test('Find More opens the mask page; Return goes back; Just Start starts a plain chat', async ({ chat }) => {
  await chat.goto(chat.url().replace(/#.*$/, '#/new-chat'));
  await chat.getByRole('button', { name: 'Find More' }).click();
  await expect(chat).toHaveURL(/#\/chat\/masks$/);
  await chat.goBack();
  await expect(chat.getByRole('heading', { name: 'Pick a Mask' })).toBeVisible();
  await chat.getByRole('button', { name: 'Return' }).click();
  await expect(chat).not.toHaveURL(/new-chat/);
  await chat.goto(chat.url().replace(/#.*$/, '#/new-chat'));
  await chat.getByRole('button', { name: 'Just Start' }).click();
  await expect(chat).toHaveURL(/#\/chat$/);
});

test("Don't Show Again turns the picker off: the sidebar's mask button then opens the mask page", async ({ chat }) => {
  await chat.goto(chat.url().replace(/#.*$/, '#/new-chat'));
  await chat.getByRole('button', { name: "Don't Show Again" }).click();
  await chat.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(chat).toHaveURL(/#\/chat$/);
  await chat.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Masks' }).click();
  await expect(chat).toHaveURL(/#\/chat\/masks$/);
  await expect(chat.getByRole('heading', { name: 'Masks' })).toBeVisible();
});

test('a user mask can be started from the mask page', async ({ chat, fake }) => {
  await chat.goto(chat.url().replace(/#.*$/, '#/chat/masks'));
  await chat.getByRole('button', { name: 'Create' }).click();
  const editor = chat.getByRole('dialog', { name: 'Edit mask' });
  await editor.getByRole('textbox', { name: 'Mask name' }).fill('Haiku');
  await editor.getByRole('button', { name: 'Add message' }).click();
  const word = nonce();
  await editor.getByRole('textbox', { name: 'Message 1' }).fill(`Always answer in a haiku ${word}-preset.`);
  await editor.getByRole('button', { name: 'Done' }).click();
  await chat.getByRole('listitem', { name: 'Haiku', exact: true }).getByRole('button', { name: 'Chat' }).click();
  await expect(chat).toHaveURL(/#\/chat$/);
  await send(chat, `Spring ${word}`);
  await replyDone(chat);
  const request = await chatRequest(fake, `Spring ${word}`);
  expect(request.json.messages?.some((message) => textOf(message.content).includes(`${word}-preset`))).toBe(true);
});
