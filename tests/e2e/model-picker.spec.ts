// The model of one chat: picked in the chat's header by the name the user knows it by, used by that
// chat's next request, while other chats keep theirs and Settings keeps the default.
import type { Page } from '@playwright/test';
import { snap } from './support/fixtures';
import { expect, fakeRequests, nonce, send, replyDone, test } from './support/chat-fixtures';

const modelButton = (page: Page) => page.getByRole('button', { name: /^Model: .*\. Change the model of this chat$/ });

async function lastChatModel(fake: { url: string }, word: string): Promise<string | undefined> {
  const requests = (await fakeRequests(fake as never)).filter((request) => request.body.includes(word) && request.path.endsWith('/chat/completions'));
  return (requests.at(-1)?.json as { model?: string } | undefined)?.model;
}

test('a chat\'s own model is used by its next request, and another chat keeps the default', { tag: '@phone' }, async ({ chat, fake, isMobile }) => {
  await expect(modelButton(chat)).toHaveText(/^gpt-4o-mini/);
  await modelButton(chat).click();
  const picker = chat.getByRole('dialog', { name: 'Model of this chat' });
  await expect(picker).toBeVisible();
  await picker.getByRole('combobox', { name: 'Filter' }).fill('gpt-4o');
  await snap(chat, 'model-picker-open');
  await picker.getByRole('option', { name: /^gpt-4o\b(?!-mini)/ }).first().click();
  await expect(picker).toBeHidden();
  await expect(modelButton(chat)).toHaveText('gpt-4o');

  const first = nonce();
  await send(chat, `with my model ${first}`);
  await replyDone(chat);
  await expect.poll(() => lastChatModel(fake, first)).toBe('gpt-4o');
  await snap(chat, 'model-picker-chosen');

  // A new chat starts from Settings' default, not from the other chat's choice.
  if (isMobile) await chat.getByRole('button', { name: 'Back' }).click();
  await chat.getByRole('button', { name: 'New chat', exact: true }).click();
  await chat.getByRole('button', { name: 'Just Start' }).click();
  await expect(modelButton(chat)).toHaveText(/^gpt-4o-mini/);
  const second = nonce();
  await send(chat, `with the default ${second}`);
  await replyDone(chat);
  await expect.poll(() => lastChatModel(fake, second)).toBe('gpt-4o-mini');
});

test('":model" in the input opens the picker, and the keyboard picks a model', async ({ chat, fake }) => {
  const input = chat.getByRole('textbox', { name: 'Message' });
  await input.fill(':model');
  await input.press('Enter');
  const picker = chat.getByRole('dialog', { name: 'Model of this chat' });
  await expect(picker).toBeVisible();
  await chat.keyboard.type('gpt-4o');
  await picker.getByRole('option', { name: /^gpt-4o\b(?!-mini)/ }).first().click();
  await expect(modelButton(chat)).toHaveText('gpt-4o');
  const word = nonce();
  await send(chat, `switched by keyboard ${word}`);
  await replyDone(chat);
  await expect.poll(() => lastChatModel(fake, word)).toBe('gpt-4o');
});

