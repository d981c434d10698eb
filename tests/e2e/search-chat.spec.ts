// Search in chat history (/search-chat): sessions are seeded straight into IndexedDB, then the
// screen is searched and its results opened in the chat.
import type { Page } from '@playwright/test';
import { snap } from './support/fixtures';
import { expect, firstSession, nonce, putRecords, reloadChat, replyDone, send, test } from './support/chat-fixtures';

interface SeedSession {
  topic: string;
  /** Message texts, alternately from the user and the assistant. */
  messages: string[];
}

/** Adds sessions with their messages next to the first (empty) session, then reloads. */
async function seedSessions(page: Page, sessions: SeedSession[]): Promise<void> {
  // The seeded sessions copy the one the app made at start.
  const template = await firstSession(page);
  const now = Date.now();
  const ids = sessions.map((_, s) => `seed-session-${s}`);
  const messages = sessions.flatMap((seed, s) =>
    seed.messages.map((content, i) => ({
      id: `seed-${s}-${i}`,
      sessionId: ids[s],
      seq: i,
      updatedAt: now,
      date: now - (seed.messages.length - i) * 60_000,
      role: i % 2 === 0 ? 'user' : 'assistant',
      content,
    })),
  );
  const metas = sessions.map((seed, s) => ({
    ...template,
    id: ids[s],
    topic: seed.topic,
    order: template.order - 1 - s,
    messageCount: seed.messages.length,
    lastUpdate: now,
    updatedAt: now,
  }));
  await putRecords(page, { messages, sessions: metas });
  await reloadChat(page);
}

const FILLER = (i: number) => `Filler message ${i} about nothing in particular.`;

const SESSIONS: SeedSession[] = [
  { topic: 'Bread at home', messages: ['How do I keep a sourdough starter alive?', 'Feed it flour and water every day.', 'Thanks!', 'You are welcome.'] },
  { topic: 'Weekend baking', messages: ['Any cake ideas?', 'Try a lemon cake, or a Sourdough loaf if you have a starter.'] },
  { topic: '中文聊天', messages: ['我家的小猫咪很可爱。', '小猫喜欢晒太阳。'] },
  { topic: 'Unrelated', messages: ['What is the capital of France?', 'Paris.'] },
];

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search messages' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem');

async function openSearch(page: Page): Promise<void> {
  // A same-page navigation, as the discovery menu does: the index of an earlier visit is kept.
  await page.evaluate(() => (location.hash = '#/search-chat'));
  await expect(page.getByRole('heading', { name: 'Search chats' })).toBeVisible();
  await expect(page.getByRole('status').getByText('Indexing your chats…')).toHaveCount(0);
}

async function search(page: Page, query: string): Promise<void> {
  await searchBox(page).fill(query);
}

test('finds a word in two chats, marks it, and opens the chat at the message', async ({ chat }) => {
  await seedSessions(chat, SESSIONS);
  await openSearch(chat);
  await search(chat, 'sourdough');
  await expect(chat.getByText('2 messages found')).toBeVisible();
  await expect(results(chat)).toHaveCount(2);
  await expect(results(chat).filter({ hasText: 'Bread at home' }).locator('mark')).toHaveText(['sourdough']);
  await expect(results(chat).filter({ hasText: 'Weekend baking' }).locator('mark')).toHaveText(['Sourdough']);
  await expect(results(chat).filter({ hasText: 'Bread at home' })).toContainText('You');
  await expect(results(chat).filter({ hasText: 'Weekend baking' })).toContainText('Assistant');
  await snap(chat, 'search-results');

  await results(chat).filter({ hasText: 'Weekend baking' }).getByRole('button').click();
  await expect(chat).toHaveURL(/#\/chat$/);
  await expect(chat.getByRole('heading', { name: 'Weekend baking' })).toBeVisible();
  const target = chat.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'Try a lemon cake' });
  await expect(target).toBeInViewport();
  await expect(target).toHaveAttribute('aria-current', 'true');
});

test('a prefix finds the whole word, and the keyboard opens a result', async ({ chat }) => {
  await seedSessions(chat, SESSIONS);
  await openSearch(chat);
  await search(chat, 'capi');
  await expect(results(chat)).toHaveCount(1);
  await expect(results(chat).locator('mark')).toHaveText(['capital']);
  await searchBox(chat).press('ArrowDown');
  await expect(results(chat).getByRole('button')).toBeFocused();
  await chat.keyboard.press('Enter');
  await expect(chat.getByRole('heading', { name: 'Unrelated' })).toBeVisible();
  await expect(chat.getByRole('listitem').filter({ hasText: 'What is the capital of France?' })).toBeInViewport();
});

test('opens a message far up a long chat', async ({ chat }) => {
  const long = Array.from({ length: 3000 }, (_, i) => (i === 40 ? 'The zeppelin landed in the old harbour.' : FILLER(i)));
  await seedSessions(chat, [{ topic: 'Long history', messages: long }, ...SESSIONS]);
  await openSearch(chat);
  await search(chat, 'zeppelin');
  await expect(results(chat)).toHaveCount(1);
  await results(chat).getByRole('button').click();
  await expect(chat.getByRole('heading', { name: 'Long history' })).toBeVisible();
  const target = chat.getByRole('listitem').filter({ hasText: 'The zeppelin landed' });
  await expect(target).toBeInViewport();
  await expect(target).toHaveAttribute('aria-current', 'true');
  await snap(chat, 'search-opened-message');
});

test('finds Chinese words inside sentences, and single characters', async ({ chat }) => {
  await seedSessions(chat, SESSIONS);
  await openSearch(chat);
  await search(chat, '小猫咪');
  await expect(results(chat)).toHaveCount(1);
  await expect(results(chat).locator('mark')).toHaveText(['小猫咪']);
  await search(chat, '猫');
  await expect(results(chat)).toHaveCount(2);
  await expect(results(chat).first()).toContainText('中文聊天');
});

test('works when the page is opened at the search screen', async ({ chat, server }) => {
  await seedSessions(chat, SESSIONS);
  await chat.goto(`${server.url}/#/search-chat`);
  await expect(chat.getByText('10 messages indexed')).toBeVisible();
  await search(chat, 'lemon');
  await expect(results(chat)).toHaveCount(1);
});

test('says when nothing matches', async ({ chat }) => {
  await seedSessions(chat, SESSIONS);
  await openSearch(chat);
  await search(chat, 'qwxyzzy');
  await expect(chat.getByText('No message matches “qwxyzzy”.')).toBeVisible();
  await expect(results(chat)).toHaveCount(0);
  await snap(chat, 'search-no-result');
  await search(chat, '');
  await expect(chat.getByText('Type a word or a few')).toBeVisible();
});

test('says when there is no history at all', async ({ chat }) => {
  await openSearch(chat);
  await expect(chat.getByText('No chat history yet')).toBeVisible();
  await search(chat, 'anything');
  await expect(results(chat)).toHaveCount(0);
  await snap(chat, 'search-no-data');
});

test('finds a message sent after the index was built', async ({ chat }) => {
  await seedSessions(chat, SESSIONS);
  await openSearch(chat);
  await expect(chat.getByText('10 messages indexed')).toBeVisible();
  const word = nonce();
  await chat.evaluate(() => (location.hash = '#/chat'));
  await send(chat, `Please remember ${word} for me`);
  await replyDone(chat);
  await openSearch(chat);
  await search(chat, word);
  await expect(results(chat)).toHaveCount(2);
  await expect(results(chat).locator('mark')).toHaveText([word, word]);
});
