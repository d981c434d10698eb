// The chat input: ':' commands, drafts kept across a reload, the last input on ArrowUp, and the
// input actions (theme, scroll to bottom).
import { snap } from './support/fixtures';
import {
  chatRequest,
  conversationOf,
  expect,
  inputActions,
  lastReply,
  nonce,
  questions,
  reloadChat,
  replyDone,
  seedMessages,
  seededText,
  send,
  test,
} from './support/chat-fixtures';

test(': lists the commands, and :new with Enter starts a chat', async ({ chat }) => {
  const input = chat.getByRole('textbox', { name: 'Message' });
  await send(chat, `first chat ${nonce()}`);
  await replyDone(chat);
  const chats = chat.getByRole('region', { name: 'Chats' }).getByRole('listitem');
  await expect(chats).toHaveCount(1);

  await input.fill(':');
  const commands = chat.getByRole('listbox', { name: 'Commands' });
  await expect(commands).toBeVisible();
  await expect(commands.getByRole('option')).toHaveCount(7);
  await expect(commands.getByRole('option', { name: ':model Change the model of this chat' })).toBeVisible();
  await expect(commands.getByRole('option', { name: ':clear Clear context' })).toBeVisible();
  await expect(input).toHaveAttribute('aria-controls', (await commands.getAttribute('id'))!);
  await snap(chat, 'chat-commands');

  await input.fill(':new');
  await expect(commands.getByRole('option')).toHaveText([/^:new/, /^:newm/]);
  await expect(commands.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(commands).toHaveCount(0);
  await expect(input).toHaveValue('');
  await expect(chat).toHaveURL(/#\/chat$/);
  await expect(chat.getByText('Start the conversation: ask anything.')).toBeVisible();
  await expect(questions(chat)).toHaveCount(0);
  await expect(chats).toHaveCount(2);
});

test(':clear sends only what follows it, and Revert undoes it', async ({ chat, fake }) => {
  const before = nonce();
  await send(chat, `before the clear ${before}`);
  await replyDone(chat);

  await send(chat, ':clear');
  const next = nonce();
  await send(chat, `after the clear ${next}`);
  await replyDone(chat);
  const request = await chatRequest(fake, next);
  expect(conversationOf(request)).toEqual([{ role: 'user', text: `after the clear ${next}` }]);

  const separator = chat.getByRole('separator').filter({ hasText: 'Context cleared above' });
  await expect(separator).toBeVisible();
  await expect(inputActions(chat).getByRole('button', { name: 'Revert' })).toBeVisible();
  await separator.getByRole('button', { name: 'Revert' }).click();
  await expect(separator).toHaveCount(0);
  await expect(inputActions(chat).getByRole('button', { name: 'Clear context' })).toBeVisible();

  // Reverted: what came before the clear goes again, within the history count of 4 messages.
  const last = nonce();
  await send(chat, `after the revert ${last}`);
  await replyDone(chat);
  expect(conversationOf(await chatRequest(fake, last)).map((message) => message.text)).toEqual([
    `Echo: before the clear ${before}`,
    `after the clear ${next}`,
    `Echo: after the clear ${next}`,
    `after the revert ${last}`,
  ]);
});

test('a message sent while the code of :clear still loads goes after the clear', async ({ chat, fake }) => {
  const before = nonce();
  await send(chat, `before the clear ${before}`);
  await replyDone(chat);
  // The commands' code is held back until the next message has been sent.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await chat.route(/\/assets\/run-command-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await send(chat, ':clear');
  const next = nonce();
  await send(chat, `after the clear ${next}`);
  release();
  await replyDone(chat);
  expect(conversationOf(await chatRequest(fake, next))).toEqual([{ role: 'user', text: `after the clear ${next}` }]);
});

test(':clear shows the separator at once, before the next message', async ({ chat }) => {
  // Right after :clear the clear index points past the last message: the divider closes the list.
  await send(chat, `before the clear ${nonce()}`);
  await replyDone(chat);
  await send(chat, ':clear');
  await expect(inputActions(chat).getByRole('button', { name: 'Revert' })).toBeVisible();
  await expect(chat.getByRole('separator').filter({ hasText: 'Context cleared above' })).toBeVisible();
});

test('a draft survives a reload, and ArrowUp in the empty input brings back the last message', async ({ chat }) => {
  const input = chat.getByRole('textbox', { name: 'Message' });
  const draft = `an unfinished thought ${nonce()}`;
  await input.pressSequentially(draft);
  // The draft is saved after a pause in typing.
  await expect
    .poll(() => chat.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('unfinished-input-')).map((key) => localStorage.getItem(key))))
    .toEqual([draft]);
  await reloadChat(chat);
  await expect(input).toHaveValue(draft);

  await input.fill('');
  const sent = `sent and remembered ${nonce()}`;
  await send(chat, sent);
  await replyDone(chat);
  await input.press('ArrowUp');
  await expect(input).toHaveValue(sent);
  await reloadChat(chat);
  await expect(input).toHaveValue('');
});

test.describe('with a dark system theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the theme action cycles auto, light and dark', async ({ chat }) => {
    const body = chat.locator('body');
    await expect(body).toHaveClass(/\bdark\b/);
    await inputActions(chat).getByRole('button', { name: 'Theme: Auto' }).click();
    await expect(body).toHaveClass(/\blight\b/);
    await expect(body).not.toHaveClass(/\bdark\b/);
    await inputActions(chat).getByRole('button', { name: 'Theme: Light' }).click();
    await expect(body).toHaveClass(/\bdark\b/);
    await expect(body).not.toHaveClass(/\blight\b/);
    await inputActions(chat).getByRole('button', { name: 'Theme: Dark' }).click();
    await expect(inputActions(chat).getByRole('button', { name: 'Theme: Auto' })).toBeVisible();
    await expect(body).toHaveClass(/\bdark\b/);
  });
});

test('Scroll to bottom appears when scrolled up and brings the last message back', { tag: '@phone' }, async ({ chat }) => {
  await seedMessages(chat, 60);
  const last = chat.getByText(seededText(59), { exact: true });
  await expect(last).toBeInViewport();
  const scrollToBottom = inputActions(chat).getByRole('button', { name: 'Scroll to bottom' });
  await expect(scrollToBottom).toHaveCount(0);

  await chat.getByRole('list', { name: 'Messages' }).hover();
  await expect(async () => {
    await chat.mouse.wheel(0, -20_000);
    await expect(chat.getByText(seededText(0), { exact: true })).toBeInViewport({ timeout: 500 });
  }).toPass();
  await expect(scrollToBottom).toBeVisible();
  await expect(last).not.toBeInViewport();

  await scrollToBottom.click();
  await expect(last).toBeInViewport();
  await expect(scrollToBottom).toHaveCount(0);
  await expect(lastReply(chat)).toHaveText(seededText(59));
});

test.describe('before the service worker keeps the app', () => {
  // page.route sees no request a service worker answers: the engine's code is fetched from the
  // network here, as on a first visit before the worker has installed (tests/e2e/offline.spec.ts).
  test.use({ serviceWorkers: 'block' });
  test('a message sent when the app cannot fetch its chat engine comes back to the input, with the reason', async ({ chat }) => {
    // The network went away after the page loaded: the engine's code, fetched with the first message, fails.
    await chat.route(/chat-engine-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    const input = chat.getByRole('textbox', { name: 'Message' });
    await input.fill('words worth keeping');
    await input.press('Enter');
    await expect(chat.getByText('Part of the app could not be loaded, so nothing was sent')).toBeVisible();
    await expect(input).toHaveValue('words worth keeping');
    await expect(chat.getByRole('article', { name: 'You' })).toHaveCount(0);
  });
});
