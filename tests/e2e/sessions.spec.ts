// Sessions in the sidebar and the chat header: order, reordering, deletion with revert, the
// editor, title, clear/reset, statistics, history summary and fork.
import type { Page } from '@playwright/test';
import {
  expect,
  firstSession,
  messageActions,
  nonce,
  putRecords,
  questions,
  readStore,
  reloadChat,
  replies,
  replyDone,
  seedMessages,
  send,
  test,
} from './support/chat-fixtures';
import { snap } from './support/fixtures';
import { chatRows, deleteButton, openButton, selectedRow } from './support/sidebar';

interface StoredSession {
  id: string;
  topic: string;
  order: number;
  messageCount: number;
  memoryPrompt: string;
  lastSummarizeIndex: number;
  clearContextIndex?: number;
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
/** The chat's title in its header. */
const chatTitle = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

/** On a phone the chat fills the screen; the list is behind Back. */
async function showList(page: Page, isMobile: boolean) {
  if (isMobile && !(await sidebar(page).isVisible())) await page.getByRole('button', { name: 'Back' }).click();
}

/** Starts a second chat with New chat and Just Start, and returns the list's rows, shown. */
async function startSecondChat(page: Page, isMobile: boolean) {
  await showList(page, isMobile);
  await page.getByRole('button', { name: 'New chat', exact: true }).click();
  await page.getByRole('button', { name: 'Just Start' }).click();
  await showList(page, isMobile);
  const rows = chatRows(page);
  await expect(rows).toHaveCount(2);
  return rows;
}

/** Reloads at the chat screen (on a phone the list may be showing instead). */
async function reopenChat(page: Page) {
  await page.goto(page.url().replace(/#.*$/, '#/chat'));
  await reloadChat(page);
}

/** Writes `count` extra sessions (copies of the first, with topics "Chat 1" … ) straight into
 * IndexedDB after `patch`, then reloads. */
async function seedSessions(page: Page, count: number, patch: Partial<StoredSession> = {}) {
  const first = await firstSession(page);
  const now = Date.now();
  const copies = Array.from({ length: count }, (_, n) => ({
    ...first,
    id: `seeded-${n + 1}`,
    topic: `Chat ${n + 1}`,
    order: n + 1,
    updatedAt: now,
    lastUpdate: now - (n + 1) * 60_000,
  }));
  await putRecords(page, { sessions: [{ ...first, ...patch, updatedAt: now }, ...copies] });
  await reloadChat(page);
}

test('a new chat goes to the front, selected, and shows its topic, count and date', { tag: '@phone' }, async ({ chat, isMobile }) => {
  await send(chat, `first chat ${nonce()}`);
  await replyDone(chat);
  const rows = await startSecondChat(chat, isMobile);
  await expect(openButton(rows.nth(0))).toHaveAttribute('aria-current', 'true');
  await expect(rows.nth(0)).toContainText('New Chat');
  await expect(rows.nth(0)).toContainText('0 messages');
  await expect(rows.nth(1)).toContainText('2 messages');
  // The date of the last update, e.g. "11/21/26, 7:50 PM".
  await expect(rows.nth(1)).toContainText(/\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}/);
});

test('dragging a chat moves it, and the selection stays on the same chat', async ({ chat }) => {
  await seedSessions(chat, 3);
  const rows = chatRows(chat);
  await expect(rows).toHaveCount(4);
  await openButton(rows.nth(1)).click();
  await expect(selectedRow(chat)).toContainText('Chat 1');
  // Drag and drop loads when the pointer first comes to the list (the click above did).
  await expect(openButton(rows.nth(0))).toHaveAttribute('aria-roledescription', 'sortable');

  const from = await openButton(rows.nth(1)).boundingBox();
  const to = await openButton(rows.nth(3)).boundingBox();
  if (!from || !to) throw new Error('rows not laid out');
  await chat.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await chat.mouse.down();
  for (let step = 1; step <= 10; step++) {
    await chat.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y + 10) * step) / 10);
  }
  await chat.mouse.up();

  await expect(rows.nth(3)).toContainText('Chat 1');
  await expect(rows.nth(1)).toContainText('Chat 2');
  await expect(selectedRow(chat)).toContainText('Chat 1');
  await snap(chat, 'sessions-reordered');

  // The order is stored: after a reload it is the same.
  await expect
    .poll(async () => (await readStore<StoredSession>(chat, 'sessions')).sort((a, b) => a.order - b.order).map((s) => s.topic))
    .toEqual(['New Chat', 'Chat 2', 'Chat 3', 'Chat 1']);
  await reopenChat(chat);
  await expect(rows.nth(3)).toContainText('Chat 1');
});

test('the keyboard reorders too: Space picks a chat up, arrows move it, Space drops it', async ({ chat, isMobile }) => {
  await seedSessions(chat, 2);
  await showList(chat, isMobile);
  const rows = chatRows(chat);
  // Focus alone loads drag and drop; the focus stays on the chat while the rows are redrawn.
  await openButton(rows.nth(0)).focus();
  await expect(openButton(rows.nth(0))).toHaveAttribute('aria-roledescription', 'sortable');
  await expect(openButton(rows.nth(0))).toBeFocused();
  // Each step is announced to screen readers; waiting for it paces the keys as a person would.
  await chat.keyboard.press('Space');
  await expect(chat.getByText('Picked up chat New Chat, position 1 of 3.')).toBeAttached();
  await chat.keyboard.press('ArrowDown');
  await expect(chat.getByText('Chat New Chat is over position 2 of 3.')).toBeAttached();
  await chat.keyboard.press('ArrowDown');
  await expect(chat.getByText('Chat New Chat is over position 3 of 3.')).toBeAttached();
  await chat.keyboard.press('Space');
  await expect(rows.nth(2)).toContainText('New Chat');
  await expect(rows.nth(0)).toContainText('Chat 1');
  await expect(selectedRow(chat)).toContainText('New Chat');
});

test('deleting a chat shows Revert for 5 seconds; Revert brings it back with its messages', { tag: '@phone' }, async ({ chat, isMobile }) => {
  const word = nonce();
  await send(chat, `keep me ${word}`);
  await replyDone(chat);
  const rows = await startSecondChat(chat, isMobile);

  await rows.nth(1).hover();
  await deleteButton(rows.nth(1)).click();
  if (isMobile) {
    // On a phone a tap can hit the button by mistake: it asks first.
    const confirm = chat.getByRole('alertdialog');
    await expect(confirm).toContainText('Delete the chat “New Chat”?');
    await snap(chat, 'sessions-delete-confirm');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(rows).toHaveCount(1);
  const revert = chat.getByRole('button', { name: 'Revert' });
  await expect(chat.getByText('Chat deleted')).toBeVisible();
  await snap(chat, 'sessions-deleted-toast');
  await revert.click();
  await expect(rows).toHaveCount(2);
  await openButton(rows.nth(1)).click();
  await expect(questions(chat)).toHaveText(`keep me ${word}`);
  await reloadChat(chat);
  await expect(questions(chat)).toHaveText(`keep me ${word}`);
});

test('after 5 seconds the deletion can no longer be reverted, and it is kept', async ({ chat, isMobile }) => {
  await seedSessions(chat, 1);
  await showList(chat, isMobile);
  const rows = chatRows(chat);
  // The page's clock from here on: the undo timer starts with the click below, and the test moves
  // time to just before and just after its 5 seconds instead of sleeping through them.
  await chat.clock.install();
  const clicked = await chat.evaluate(() => Date.now());
  await rows.nth(1).hover();
  await deleteButton(rows.nth(1)).click();
  const revert = chat.getByRole('button', { name: 'Revert' });
  await expect(revert).toBeVisible();
  // Stopped at 1.5 s (or now, when a slow machine took longer to get here), then run timer by
  // timer to 4.8 s and on to 5.5 s.
  const pausedAt = Math.max(clicked + 1500, (await chat.evaluate(() => Date.now())) + 50);
  await chat.clock.pauseAt(pausedAt);
  await chat.clock.runFor(clicked + 4800 - pausedAt);
  // With the clock stopped a toast that timed out stays on screen, leaving: sonner marks it removed.
  await expect(chat.locator('[data-sonner-toast]').filter({ has: revert })).toHaveAttribute('data-removed', 'false');
  await chat.clock.runFor(700);
  // Time flows again for the toast's exit animation; the short real-time wait means only the jump
  // past 5 seconds, not 5 real seconds, can have ended the offer.
  await chat.clock.resume();
  await expect(revert).toHaveCount(0, { timeout: 3000 });
  await expect(rows).toHaveCount(1);
  await reopenChat(chat);
  await showList(chat, isMobile);
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).not.toContainText('Chat 1');
});

test('deleting the only chat leaves a fresh empty one', async ({ chat, isMobile }) => {
  await send(chat, `only chat ${nonce()}`);
  await replyDone(chat);
  await chat.getByRole('button', { name: 'More chat actions' }).click();
  await chat.getByRole('menuitem', { name: 'Delete chat' }).click();
  await expect(questions(chat)).toHaveCount(0);
  await expect(chat.getByText('Start the conversation: ask anything.')).toBeVisible();
  await showList(chat, isMobile);
  await expect(chatRows(chat)).toHaveCount(1);
  await expect(chatRows(chat).nth(0)).toContainText('0 messages');
});

test('2,000 chats: the list draws only what is on screen, scrolls to the last and opens it', { tag: '@phone' }, async ({ chat, isMobile }) => {
  await seedSessions(chat, 1999);
  await showList(chat, isMobile);
  const rows = chatRows(chat);
  await expect(rows.first()).toHaveAttribute('aria-setsize', '2000');
  expect(await rows.count()).toBeLessThan(40);
  const list = chat.getByRole('list', { name: 'Chats' });
  // The first rows are drawn whole until the virtualiser has come; it then gives the list the height
  // of all 2,000.
  await expect.poll(() => list.evaluate((element) => element.scrollHeight)).toBeGreaterThan(20_000);
  await list.evaluate((element) => element.parentElement?.scrollTo({ top: element.scrollHeight }));
  const last = rows.filter({ hasText: 'Chat 1999' });
  await expect(last).toBeVisible();
  await expect(last).toHaveAttribute('aria-posinset', '2000');
  await openButton(last).click();
  await expect(chatTitle(chat)).toHaveText('Chat 1999');
  await showList(chat, isMobile);
  await snap(chat, 'sessions-2000');
  // Alt+ArrowDown wraps around from the last chat to the first, which scrolls into view.
  if (!isMobile) {
    await chat.keyboard.press('Alt+ArrowDown');
    await expect(chatTitle(chat)).toHaveText('New Chat');
    await expect(openButton(rows.first())).toHaveAttribute('aria-current', 'true');
  }
});

test('the chat editor renames the chat and edits its preset context', async ({ chat, isMobile }) => {
  await chat.getByRole('button', { name: 'Edit chat' }).click();
  const dialog = chat.getByRole('dialog', { name: 'Edit chat' });
  const topic = dialog.getByRole('textbox', { name: 'Topic' });
  await topic.fill('Holiday plans');
  await dialog.getByRole('button', { name: 'Add message' }).click();
  await dialog.getByRole('textbox', { name: 'Message 1' }).fill('You are a travel agent.');
  await snap(chat, 'session-editor');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(chatTitle(chat)).toHaveText('Holiday plans');
  await expect(chat.getByText('Preset context: 1 message', { exact: true })).toBeVisible();
  await showList(chat, isMobile);
  await expect(chatRows(chat).nth(0)).toContainText('Holiday plans');
  await expect
    .poll(async () => (await readStore<StoredSession & { mask: { context: { content: string }[] } }>(chat, 'sessions'))[0]?.mask.context[0]?.content)
    .toBe('You are a travel agent.');
});

test('Regenerate title asks the model and takes its answer as the topic', async ({ chat }) => {
  await send(chat, `title me ${nonce()}`);
  await replyDone(chat);
  await chat.getByRole('button', { name: 'More chat actions' }).click();
  await chat.getByRole('menuitem', { name: 'Regenerate title' }).click();
  await expect(chat.getByText(/^New title: /)).toBeVisible();
  await expect(chatTitle(chat)).not.toHaveText('New Chat');
});

test('Clear context from the menu shows the divider, and the menu reverts it', async ({ chat }) => {
  await send(chat, `before clear ${nonce()}`);
  await replyDone(chat);
  await chat.getByRole('button', { name: 'More chat actions' }).click();
  await chat.getByRole('menuitem', { name: 'Clear context' }).click();
  const divider = chat.getByRole('separator').filter({ hasText: 'Context cleared above' });
  await expect(divider).toBeVisible();
  await chat.getByRole('button', { name: 'More chat actions' }).click();
  await chat.getByRole('menuitem', { name: 'Revert cleared context' }).click();
  await expect(divider).toHaveCount(0);
});

test('Statistics count the messages a chat holds, not the counts stored with it', async ({ chat }) => {
  // Written straight into storage, as an import or another device's sync would: the session's
  // stored counts are still those of an empty chat.
  await seedMessages(chat, 3);
  await chat.getByRole('button', { name: 'More chat actions' }).click();
  await chat.getByRole('menuitem', { name: 'Statistics' }).click();
  const stats = chat.getByRole('dialog', { name: 'Statistics' });
  // Three times "Seeded message number N.": 7.25 estimated tokens, 4 words and 24 characters each.
  await expect(stats.getByRole('definition')).toHaveText(['3', '22', '12', '72']);
});

test('Reset empties the messages and the summary after a confirmation; Statistics count what is there', async ({ chat }) => {
  await send(chat, 'one two three');
  await replyDone(chat);
  await chat.getByRole('button', { name: 'More chat actions' }).click();
  await chat.getByRole('menuitem', { name: 'Statistics' }).click();
  const stats = chat.getByRole('dialog', { name: 'Statistics' });
  // "one two three" and "Echo: one two three": 2 messages, 10 estimated tokens (3.75 + 5.75), 7 words, 32 characters.
  await expect(stats.getByRole('definition')).toHaveText(['2', '10', '7', '32']);
  await snap(chat, 'session-stats');
  await chat.keyboard.press('Escape');

  await chat.getByRole('button', { name: 'More chat actions' }).click();
  await chat.getByRole('menuitem', { name: 'Reset chat' }).click();
  await chat.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(questions(chat)).toHaveCount(0);
  await expect(replies(chat)).toHaveCount(0);
  await expect(chat.getByText('Chat reset')).toBeVisible();
  await reloadChat(chat);
  await expect(questions(chat)).toHaveCount(0);
});

test('the history summary shows the stored memory, what it covers and whether it is sent', async ({ chat }) => {
  await seedSessions(chat, 0, { memoryPrompt: 'The user plans a **trip to Kyoto** in April.', lastSummarizeIndex: 6, messageCount: 8 });
  await chat.getByRole('button', { name: 'More chat actions' }).click();
  await chat.getByRole('menuitem', { name: 'History summary' }).click();
  const dialog = chat.getByRole('dialog', { name: 'History summary' });
  await expect(dialog.getByText('trip to Kyoto')).toBeVisible();
  await expect(dialog).toContainText('Summarises the first 6 messages of this chat.');
  await expect(dialog).toContainText('Sent with each request');
  await snap(chat, 'session-summary');
});

test('the history summary of a chat without one says when one will be written', async ({ chat }) => {
  await chat.getByRole('button', { name: 'More chat actions' }).click();
  await chat.getByRole('menuitem', { name: 'History summary' }).click();
  await expect(chat.getByRole('dialog', { name: 'History summary' })).toContainText('No summary yet. Once the messages since the last summary pass 1000');
  // Asked for one now, an empty chat has nothing to summarise: the spec's words say so.
  await chat.getByRole('dialog', { name: 'History summary' }).getByRole('button', { name: 'Summarize now' }).click();
  await expect(chat.getByText('conversation too short, no summary needed')).toBeVisible();
});

test('Fork from here starts a new chat with the messages up to that one', { tag: '@phone' }, async ({ chat, isMobile }) => {
  const first = nonce();
  await send(chat, `fork one ${first}`);
  await replyDone(chat);
  const second = nonce();
  await send(chat, `fork two ${second}`);
  await replyDone(chat);
  await expect(questions(chat)).toHaveCount(2);

  await messageActions(chat, 1).getByRole('button', { name: 'Fork from here' }).click();
  const toast = chat.getByText('New chat with the messages up to here');
  await expect(toast).toBeVisible();
  if (isMobile) {
    // Once it has slid into place, a toast on a phone leaves the screen header usable: Back takes
    // a click at once rather than after the toast has gone (3 s).
    await toast.click({ trial: true });
    await chat.getByRole('button', { name: 'Back' }).click({ trial: true, timeout: 1000 });
    await snap(chat, 'fork-toast');
  }
  await expect(questions(chat)).toHaveCount(1);
  await expect(questions(chat)).toHaveText(`fork one ${first}`);
  await expect(replies(chat)).toHaveText(`Echo: fork one ${first}`);
  await showList(chat, isMobile);
  await expect(chatRows(chat)).toHaveCount(2);
  await expect(openButton(chatRows(chat).nth(0))).toHaveAttribute('aria-current', 'true');
  await expect(chatRows(chat).nth(1)).toContainText('4 messages');
  await reopenChat(chat);
  await expect(questions(chat)).toHaveText(`fork one ${first}`);
});
