// A conversation with the fake OpenAI: a reply streams in, and each message action does what it
// says (stop, retry, edit, delete, pin, copy, full screen).
import { snap } from './support/fixtures';
import { seriousViolations } from './support/axe';
import {
  CHAT_MODEL,
  chatRequest,
  chatRequests,
  conversationOf,
  expect,
  inputActions,
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

test('a long reply streams with Stop shown, then ends with its model and date', { tag: '@phone' }, async ({ chat, fake }) => {
  const word = nonce();
  await send(chat, `[[fake:chunks=200]] [[fake:delay=10]] stream ${word}`);
  const reply = lastReply(chat);
  await expect(reply).toHaveAttribute('aria-busy', 'true');
  await expect(messageActions(chat, 'last').getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(inputActions(chat).getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(reply).toContainText(`Echo: [[fake:chunks=200]] [[fake:delay=10]] stream ${word}`);

  await expect(reply).toContainText(' w199', { timeout: 15_000 });
  await expect(reply).not.toHaveAttribute('aria-busy');
  await expect(inputActions(chat).getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await expect(messageActions(chat, 'last').getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await expect(messageActions(chat, 'last').getByRole('button', { name: 'Retry' })).toBeAttached();
  const item = chat.getByRole('listitem').filter({ has: reply });
  await expect(item.getByText(CHAT_MODEL, { exact: true })).toBeVisible();
  const time = item.locator('time');
  await expect(time).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(time).not.toBeEmpty();
  expect((await chatRequest(fake, word)).completed).toBe(true);
  // The call ran in the request worker, off the main thread that draws the reply.
  expect(chat.workers().map((worker) => worker.url())).toContainEqual(expect.stringMatching(/model-stream\.worker/));
});

// OpenAI's first frame carries the role and no text, so a reply held after it is still "Typing…".
test('Stop ends a held reply: no error, and the upstream request is aborted', async ({ chat, fake }) => {
  const word = nonce();
  try {
    await send(chat, `[[fake:hold]] hold ${word}`);
    const reply = lastReply(chat);
    await expect(reply).toHaveAttribute('aria-busy', 'true');
    await expect(reply).toHaveText('Typing…');
    await expect.poll(() => fake.heldCount).toBe(1);
    await expect(inputActions(chat).getByRole('button', { name: 'Stop' })).toBeVisible();
    await snap(chat, 'chat-stop-held');

    await messageActions(chat, 'last').getByRole('button', { name: 'Stop' }).click();
    await expect(reply).not.toHaveAttribute('aria-busy');
    await expect(replies(chat)).toHaveCount(1);
    await expect(reply).not.toContainText('Typing…');
    // Not an empty bubble: it says what happened.
    await expect(reply).toHaveText('Stopped before any answer.');
    await expect(reply).not.toContainText('Access password');
    await expect(reply).not.toContainText('error', { ignoreCase: true });
    await expect(inputActions(chat).getByRole('button', { name: 'Stop' })).toHaveCount(0);
    await expect(messageActions(chat, 'last').getByRole('button', { name: 'Retry' })).toBeAttached();
    await expect.poll(async () => (await chatRequest(fake, word)).aborted).toBe(true);
    expect((await chatRequest(fake, word)).completed).toBe(false);
  } finally {
    await fetch(`${fake.url}/__release`);
  }
});

test('Stop in the middle of a reply keeps the text that had arrived', async ({ chat, fake }) => {
  const word = nonce();
  await send(chat, `[[fake:chunks=2000]] [[fake:delay=20]] slow ${word}`);
  const reply = lastReply(chat);
  await expect(reply).toContainText(' w30');
  await snap(chat, 'chat-stop-streaming');
  await inputActions(chat).getByRole('button', { name: 'Stop' }).click();
  await expect(reply).not.toHaveAttribute('aria-busy');
  await expect.poll(async () => (await chatRequest(fake, word)).aborted).toBe(true);
  const kept = await reply.innerText();
  expect(kept).toContain(`Echo: [[fake:chunks=2000]] [[fake:delay=20]] slow ${word}`);
  expect(kept).not.toContain(' w1999');
  await expect(reply).not.toContainText('Access password');
  await expect(reply).not.toContainText('error', { ignoreCase: true });
  await snap(chat, 'chat-stop-stopped');

  // What was kept is what is stored: the same text after a reload.
  await reloadChat(chat);
  await expect(lastReply(chat)).toHaveText(kept);
});

test('A reload in the middle of a reply leaves it interrupted, with its text, and Retry asks again', async ({ chat, fake }) => {
  const word = nonce();
  await send(chat, `[[fake:chunks=2000]] [[fake:delay=20]] cut ${word}`);
  const reply = lastReply(chat);
  await expect(reply).toContainText(' w40');
  // Reloaded at once: storage is up to a second behind the screen, and the reply keeps every word
  // that was shown, the last ones included.
  const shown = await reply.innerText();
  // The last whole word on screen (the very end may be half a word still being revealed).
  const lastWord = [...shown.matchAll(/ (w\d+)(?= )/g)].at(-1)?.[1];
  expect(lastWord).toBeDefined();
  await reloadChat(chat);
  const cut = lastReply(chat);
  await expect(cut).not.toHaveAttribute('aria-busy');
  await expect(cut).toContainText(`Echo: [[fake:chunks=2000]] [[fake:delay=20]] cut ${word}`);
  await expect(cut).toContainText(` ${lastWord}`);
  await expect(cut).toContainText('Interrupted: this reply was cut off before it finished.');
  await snap(chat, 'chat-interrupted');

  await messageActions(chat, 'last').getByRole('button', { name: 'Retry' }).click();
  await expect.poll(async () => (await chatRequests(fake, word)).length).toBe(2);
  await expect(lastReply(chat)).not.toContainText('Interrupted');
});

test('Retry on a reply sends the question again and shows the new reply in place of the old one, which stays a version', async ({ chat, fake }) => {
  const word = nonce();
  const question = `[[fake:chunks=30]] [[fake:delay=20]] retry ${word}`;
  await send(chat, question);
  await replyDone(chat);
  await expect(lastReply(chat)).toContainText(' w29');

  await messageActions(chat, 'last').getByRole('button', { name: 'Retry' }).click();
  await expect.poll(async () => (await chatRequests(fake, word)).length).toBe(2);
  const reply = await replyDone(chat);
  await expect(reply).toContainText(`Echo: ${question}`);
  await expect(reply).toContainText(' w29');
  await expect(questions(chat)).toHaveCount(1);
  await expect(questions(chat)).toHaveText(question);
  await expect(replies(chat)).toHaveCount(1);
  await expect(chat.getByRole('group', { name: 'Version 2 of 2' })).toBeVisible();
  const [first, second] = await chatRequests(fake, word);
  expect(conversationOf(second!)).toEqual(conversationOf(first!));
});

test('Edit on a question changes its text, and the change survives a reload', async ({ chat }) => {
  const word = nonce();
  await send(chat, `before ${word}`);
  await replyDone(chat);

  await messageActions(chat, 0).getByRole('button', { name: 'Edit' }).click();
  const dialog = chat.getByRole('dialog', { name: 'Edit message' });
  const field = dialog.getByRole('textbox', { name: 'Edit message' });
  await expect(field).toHaveValue(`before ${word}`);
  await field.fill(`after ${word}`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(questions(chat)).toHaveText(`after ${word}`);

  await reloadChat(chat);
  await expect(questions(chat)).toHaveText(`after ${word}`);
  await expect(lastReply(chat)).toHaveText(`Echo: before ${word}`);
});

test('Delete removes a message and the message count follows', async ({ chat }) => {
  const word = nonce();
  await send(chat, `delete ${word}`);
  await replyDone(chat);
  const header = chat.getByRole('main');
  const sidebarChat = chat.getByRole('region', { name: 'Chats' }).getByRole('listitem');
  await expect(header.getByText('2 messages', { exact: true })).toBeVisible();
  await expect(sidebarChat).toContainText('2 messages');

  await messageActions(chat, 'last').getByRole('button', { name: 'Delete' }).click();
  await expect(replies(chat)).toHaveCount(0);
  await expect(questions(chat)).toHaveText(`delete ${word}`);
  await expect(header.getByText('1 message', { exact: true })).toBeVisible();
  await expect(sidebarChat).toContainText('1 message');

  await reloadChat(chat);
  await expect(replies(chat)).toHaveCount(0);
  await expect(header.getByText('1 message', { exact: true })).toBeVisible();
});

test('Pin puts a reply into the chat’s preset prompts, which later requests send first', async ({ chat, fake }) => {
  const word = nonce();
  const rich = [
    `Rich ${word}: **bold** words,`,
    '',
    '| Model | Vision |',
    '|---|---|',
    '| gpt-4o-mini | yes |',
    '| gpt-3.5-turbo | no |',
    '',
    '```ts',
    'const answer: number = 42;',
    'console.log(answer);',
    '```',
  ].join('\n');
  await send(chat, rich);
  const reply = await replyDone(chat);
  await expect(reply.getByRole('table')).toBeVisible();

  await messageActions(chat, 'last').getByRole('button', { name: 'Pin to preset prompts' }).click();
  await expect(chat.getByText('Pinned to the preset prompts of this chat')).toBeVisible();
  await snap(chat, 'chat-rich-pinned');

  // With the context cleared, the conversation is not sent: what arrives from it is the pin.
  await inputActions(chat).getByRole('button', { name: 'Clear context' }).click();
  const next = nonce();
  await send(chat, `after the pin ${next}`);
  await replyDone(chat);
  const request = await chatRequest(fake, next);
  expect(conversationOf(request)).toEqual([
    { role: 'assistant', text: `Echo: ${rich}` },
    { role: 'user', text: `after the pin ${next}` },
  ]);
});

test.describe('with clipboard permissions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy puts the reply’s text on the clipboard and says so', async ({ chat }) => {
    const word = nonce();
    await send(chat, `copy **this** ${word}`);
    await replyDone(chat);
    await messageActions(chat, 'last').getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(chat.getByText('Copied to clipboard')).toBeVisible();
    expect(await chat.evaluate(() => navigator.clipboard.readText())).toBe(`Echo: copy **this** ${word}`);
    // The newest toast passes axe in both themes; it shows for 3 s, so each theme gets a fresh one.
    // The older one behind it is fading out, its colours half-way: not what anyone reads.
    for (const colorScheme of ['dark', 'light'] as const) {
      await chat.emulateMedia({ colorScheme });
      await expect(chat.locator('body')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
      await messageActions(chat, 'last').getByRole('button', { name: 'Copy', exact: true }).click();
      await expect(chat.locator('[data-sonner-toast]').filter({ hasText: 'Copied to clipboard' }).last()).toBeVisible();
      expect(await seriousViolations(chat, '[data-sonner-toast][data-front="true"]'), `a toast, ${colorScheme}`).toEqual([]);
    }
  });
});

// With a pointer that hovers, a message's toolbar shows while the message is hovered or holds the
// focus, and its icons are drawn the first time it shows (MessageItem.tsx); a touch screen shows
// every toolbar, icons and all. The buttons are there from the start for the keyboard.
test('a message’s toolbar has its icons whenever it shows', { tag: '@phone' }, async ({ chat, isMobile }) => {
  await send(chat, `icons ${nonce()}`);
  await replyDone(chat);
  await send(chat, `more icons ${nonce()}`);
  await replyDone(chat);
  const question = messageActions(chat, 0);
  const reply = messageActions(chat, 'last');
  if (isMobile) {
    await expect(question.locator('svg')).toHaveCount(7);
    await expect(reply.locator('svg')).toHaveCount(8);
    return;
  }
  await expect(reply.getByRole('button', { name: 'Retry' })).toBeAttached();
  await expect(reply).toHaveCSS('opacity', '0');
  await expect(reply.locator('svg')).toHaveCount(0);
  await lastReply(chat).hover();
  await expect(reply).toHaveCSS('opacity', '1');
  await expect(reply.locator('svg')).toHaveCount(8);

  await expect(question.locator('svg')).toHaveCount(0);
  await question.getByRole('button', { name: 'Copy' }).focus();
  await expect(question).toHaveCSS('opacity', '1');
  await expect(question.locator('svg')).toHaveCount(7);

  // A pointer that moves over a row it never entered (the row appeared under it) draws them too.
  const firstReply = messageActions(chat, 1);
  await expect(firstReply.locator('svg')).toHaveCount(0);
  await replies(chat).first().dispatchEvent('pointermove');
  await expect(firstReply.locator('svg')).toHaveCount(8);
});

test('Full screen shows the message in a dialog', { tag: '@phone' }, async ({ chat }) => {
  const word = nonce();
  await send(chat, `full screen ${word}`);
  await replyDone(chat);
  await messageActions(chat, 'last').getByRole('button', { name: 'Full screen' }).click();
  const dialog = chat.getByRole('dialog', { name: 'Assistant' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Echo: full screen ${word}`);
  await chat.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a screen reader hears that a reply started, then the finished reply once, not its streamed pieces', async ({ chat }) => {
  await chat.evaluate(() => {
    const heard: string[] = [];
    Object.assign(window, { heard });
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id !== 'announcer') continue;
        record.addedNodes.forEach((node) => heard.push(node.textContent ?? ''));
      }
    }).observe(document.body, { subtree: true, childList: true });
  });
  const word = nonce();
  await send(chat, `[[fake:chunks=40]] [[fake:delay=10]] **spoken** ${word}`);
  await expect(lastReply(chat)).toContainText(' w39', { timeout: 15_000 });
  await replyDone(chat);
  const heard = () => chat.evaluate(() => (window as unknown as { heard: string[] }).heard);
  await expect.poll(async () => (await heard()).length).toBe(2);
  const [started, finished] = await heard();
  expect(started).toBe(`${CHAT_MODEL} is answering…`);
  expect(finished).toMatch(new RegExp(`^${CHAT_MODEL} answered: Echo: .*spoken ${word}.* w39`));
  expect(finished).not.toContain('**');
  await expect(chat.getByRole('status').filter({ hasText: `${CHAT_MODEL} answered:` })).toHaveAttribute('aria-live', 'polite');
  // Walking the list, each message says who wrote it, then (the reply) its model, and when.
  const time = await lastReply(chat).locator('xpath=..').locator('time').innerText();
  await expect(lastReply(chat)).toHaveAccessibleName('Assistant');
  await expect(lastReply(chat)).toHaveAccessibleDescription(`${CHAT_MODEL} ${time}`);
  await expect(chat.getByRole('article', { name: 'You' }).last()).toHaveAccessibleDescription(/\d/);
});
