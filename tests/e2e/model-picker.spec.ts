// The model of one chat: picked in the chat's header by the name the user knows it by, used by that
// chat's next request, while other chats keep theirs and Settings keeps the default.
import type { Page } from '@playwright/test';
import { fakeEnv, SERVER_KEYS } from '../fakes/harness';
import { startServer } from './support/server';
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


test('each category says which model and provider it runs, and the picker says why the others are missing', { tag: '@phone' }, async ({ page, fake }) => {
  // Only the fastest category's group has an address and a token on this server.
  const groups = [null, null, null, { url: `${fake.url}/openai`, token: SERVER_KEYS.openai }];
  const server = await startServer({ ...fakeEnv(fake.url), DEFAULT_MODEL: 'gpt-4o-mini@OpenAI', PROVIDER_GROUPS: JSON.stringify(groups) });
  try {
    await page.goto(`${server.url}/#/chat`);
    await modelButton(page).click();
    const picker = page.getByRole('dialog', { name: 'Model of this chat' });
    await expect(picker.getByRole('option', { name: /^最快速\s*Category · gpt-4o-mini on OpenAI$/ })).toBeVisible();
    await expect(picker).toHaveAccessibleDescription('Not offered: 最有趣, 最均衡, 百炼模型, 最实时, 绘画模型, and 医疗模型. This server has no address or key for them.');
    await expect(picker.getByRole('option', { name: /^最有趣/ })).toHaveCount(0);
    await snap(page, 'model-picker-categories');
    await picker.getByRole('option', { name: /^最快速/ }).click();
    await expect(modelButton(page)).toHaveText('最快速');
    // Settings' own model list says the same.
    await page.goto(`${server.url}/#/settings`);
    const model = page.getByRole('combobox', { name: 'Model', exact: true });
    await expect(model).toHaveAccessibleDescription(/^Not offered: 最有趣, 最均衡, 百炼模型, 最实时, 绘画模型, and 医疗模型\./);
    await model.scrollIntoViewIfNeeded();
    await snap(page, 'settings-model-unreachable');
  } finally {
    await server.stop();
  }
});
