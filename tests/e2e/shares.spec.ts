// Links to things kept by our own server: an artifact and a chat, each opened in a fresh browser
// (another person's), rendered alone, safely; and the pages for links that lead nowhere.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { snap } from './support/fixtures';
import { hasRedisServer, startRedisServer } from '../fakes/redis-server.mjs';
import { expect, nonce, replyDone, send, test } from './support/chat-fixtures';
import { startServer } from './support/server';

const PAGE = ['<!doctype html><html><body><h1>Shared page</h1><p id="out">not run</p><script>', 'let reached = "blocked";', 'try { reached = String(localStorage.length); } catch (error) {}', 'document.getElementById("out").textContent = "storage: " + reached;', '</script></body></html>'].join('\n');

/** Someone else, with nothing stored, opening the link. */
async function stranger(browser: Browser, isMobile: boolean) {
  const context = await browser.newContext(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

test('a shared artifact opens alone, sandboxed, in another browser', async ({ chat, browser, isMobile }) => {
  await chat.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await send(chat, ['Here is a page', '', '```html', PAGE, '```'].join('\n'));
  const artifact = (await replyDone(chat)).getByRole('group', { name: 'HTML artifact' });
  await artifact.getByRole('button', { name: 'Share' }).click();
  const toast = chat.getByText(/^Link copied: /);
  await expect(toast).toBeVisible();
  const link = ((await toast.textContent()) ?? '').replace(/^Link copied: /, '');
  expect(link).toMatch(/#\/artifacts\/[\w-]{22}$/);

  const { context, page } = await stranger(browser, isMobile);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Artifact' })).toBeVisible();
  const frame = page.getByTitle('Shared artifact');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Shared page' })).toBeVisible();
  await expect(page.frameLocator('iframe').locator('#out')).toHaveText('storage: blocked');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await snap(page, 'artifact-shared-page');

  // Opened directly, the document is served in a sandbox of its own too.
  const id = link.split('/').at(-1)!;
  const direct = await page.request.get(`${new URL(link).origin}/api/artifacts/${id}`);
  expect(direct.headers()['content-security-policy']).toBe('sandbox allow-scripts');
  await context.close();
});

test('a shared chat opens as a read-only page, and Continue this chat makes it one of the reader\'s', { tag: '@phone' }, async ({ chat, browser, isMobile }) => {
  const word = nonce();
  await send(chat, `Plan a day in Lisbon ${word}`);
  await replyDone(chat);
  await chat.getByRole('button', { name: 'Export chat' }).click();
  const dialog = chat.getByRole('dialog', { name: 'Export messages' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Share' }).click();
  const link = dialog.getByRole('region', { name: 'Share link' }).getByRole('link');
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/#\/share\/[\w-]{22}$/);

  const { context, page } = await stranger(browser, isMobile);
  await page.goto(href);
  await expect(page.getByRole('heading', { name: 'Shared chat' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'You' })).toContainText(`Plan a day in Lisbon ${word}`);
  await expect(page.getByRole('article', { name: 'Assistant' })).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Assistant' })).toContainText(`Echo: Plan a day in Lisbon ${word}`);
  await expect(page.getByText(/^2 messages, shared on /)).toBeVisible();
  // The product's line closes the page, outside every message.
  await expect(page.getByText('Shared from PolyChat, an open-source multi-provider AI chat client.')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'PolyChat' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'PolyChat', exact: true })).toHaveAttribute('href', /^https:\/\//);
  await snap(page, 'share-page');
  await page.getByRole('button', { name: 'Continue this chat' }).click();
  await expect(page.getByText('The chat was added to your chats.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'You' })).toContainText(`Plan a day in Lisbon ${word}`);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await context.close();
});

test('a share kept by an earlier version shows its promotional line as the footer, not as a message', { tag: '@phone' }, async ({ browser, isMobile }) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'polychat-old-share-'));
  const id = 'OldShare0123456789abcd';
  // The line earlier versions appended to every share, as they stored it.
  const promo = 'Shared from [PolyChat](https://github.com/polychat-app/polychat), an open-source multi-provider AI chat client.';
  const items = [
    { from: 'human', value: 'What is the capital of Portugal?' },
    { from: 'gpt', value: 'Lisbon.' },
    { from: 'gpt', value: promo },
  ];
  await mkdir(join(dataDir, 'share'));
  await writeFile(join(dataDir, 'share', `${id}.json`), JSON.stringify({ value: JSON.stringify({ avatarUrl: null, items, createdAt: Date.now() }) }));
  const server = await startServer({ DATA_DIR: dataDir });
  const { context, page } = await stranger(browser, isMobile);
  try {
    await page.goto(`${server.url}/#/share/${id}`);
    await expect(page.getByRole('article', { name: 'Assistant' })).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Assistant' })).toHaveText('Lisbon.');
    await expect(page.getByText(/^2 messages, shared on /)).toBeVisible();
    await expect(page.getByText('Shared from PolyChat, an open-source multi-provider AI chat client.')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'PolyChat' })).toHaveCount(0);
    await snap(page, 'share-page-old');
  } finally {
    await context.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('links that lead nowhere say so, in words', async ({ chat }) => {
  const origin = new URL(chat.url()).origin;
  await chat.goto(`${origin}/#/artifacts/AAAAAAAAAAAAAAAAAAAAAA`);
  await expect(chat.getByRole('alert')).toContainText('This artifact does not exist, or its link has expired.');
  await snap(chat, 'artifact-not-found');
  await chat.goto(`${origin}/#/share/AAAAAAAAAAAAAAAAAAAAAA`);
  await expect(chat.getByRole('alert')).toContainText('This shared chat does not exist, or its link has expired.');
  await chat.getByRole('link', { name: 'Open PolyChat' }).click();
  await expect(chat).toHaveURL(/#\/$/);
  await expect(chat.getByRole('button', { name: 'New chat', exact: true })).toBeVisible();
  // A link without the hash reaches the same page.
  await chat.goto(`${origin}/share/AAAAAAAAAAAAAAAAAAAAAA`);
  await expect(chat.getByRole('alert')).toContainText('This shared chat does not exist');
});

test('two server processes behind one Redis open each other\'s links', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'one run is enough: nothing here depends on the screen');
  test.skip(!hasRedisServer, 'redis-server is not installed (npm test installs it)');
  const redis = await startRedisServer();
  const [one, two] = await Promise.all([startServer({ REDIS_URL: redis.url }), startServer({ REDIS_URL: redis.url })]);
  try {
    const created = await page.request.post(`${one.url}/api/artifacts`, { data: { content: PAGE } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`${two.url}/#/artifacts/${id}`);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Shared page' })).toBeVisible();
  } finally {
    await Promise.all([one.stop(), two.stop()]);
    await redis.stop();
  }
});
