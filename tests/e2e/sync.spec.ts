// Cloud sync end to end: browser contexts are devices, against a real WebDAV server (rclone) and
// a real Redis behind an Upstash REST front (support/sync-services.ts, one set per worker), reached
// through the app's own relays. Each device edits, deletes and syncs; every copy must end with the
// union of the edits and none of the deleted.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { hasRedisServer } from '../fakes/redis-server.mjs';
import { hasRclone } from '../fakes/webdav-server.mjs';
import { expect, nonce, readStore, replyDone, send, test as base } from './support/chat-fixtures';
import { snap } from './support/fixtures';
import { SYNC_PASS, SYNC_USER } from './support/sync-services';
import { configure, syncNow, syncRegion, turnOnAutoSync, upstashBackupText, type Provider } from './support/sync-settings';
import { chatRows, deleteButton, openButton } from './support/sidebar';
import type { SessionMeta } from '../../src/core/types';
import { sortSessions } from '../../src/web/stores/session-order';

const test = base.extend({ server: async ({ syncServer }, use) => use(syncServer) });

test.skip(!hasRclone || !hasRedisServer, 'rclone and redis-server are installed by npm test');

interface Device {
  context: BrowserContext;
  page: Page;
}

async function openDevice(browser: Browser, url: string): Promise<Device> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}/#/chat`);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  return { context, page };
}

async function newChatWith(page: Page, url: string, text: string): Promise<void> {
  await page.goto(`${url}/#/chat`);
  await page.getByRole('button', { name: 'New chat', exact: true }).first().click();
  await page.getByRole('button', { name: 'Just Start' }).click();
  await send(page, text);
  await replyDone(page);
}

/** What a device holds, by id: the chats with their topics and the texts of their messages. */
async function contents(page: Page): Promise<{ chats: string[]; messages: string[] }> {
  const sessions = (await readStore(page, 'sessions')) as { id: string }[];
  const messages = (await readStore(page, 'messages')) as { id: string; sessionId: string; content: unknown }[];
  return {
    chats: sessions.map((s) => s.id).sort(),
    messages: messages.map((m) => `${m.sessionId}/${m.id}/${JSON.stringify(m.content)}`).sort(),
  };
}

async function userTexts(page: Page): Promise<string[]> {
  const messages = (await readStore(page, 'messages')) as { role: string; content: unknown }[];
  return messages.filter((m) => m.role === 'user').map((m) => String(m.content)).sort();
}

for (const kind of ['webdav', 'upstash'] as const) {
  test(`two devices syncing chats, messages, prompts and masks through ${kind} end with every edit and none of the deleted`, async ({ browser, server, syncServices }) => {
    test.setTimeout(120_000);
    const provider: Provider =
      kind === 'webdav' ? { kind, endpoint: syncServices.dav.url } : { kind, endpoint: syncServices.upstash.url, name: `backup-${nonce()}` };
    const a = await openDevice(browser, server.url);
    const b = await openDevice(browser, server.url);
    try {
      const word = nonce();
      await newChatWith(a.page, server.url, `alpha one ${word}`);
      await newChatWith(a.page, server.url, `alpha two ${word}`);
      await newChatWith(b.page, server.url, `beta one ${word}`);
      await addPrompt(a.page, `Prompt ${word}`);
      await addMask(b.page, server.url, `Mask ${word}`);
      for (const device of [a, b]) await configure(device.page, server.url, provider);

      await syncNow(a.page, server.url); // uploads A's
      await syncNow(b.page, server.url); // B takes A's and adds its own
      await syncNow(a.page, server.url); // A takes B's
      expect(await contents(a.page)).toEqual(await contents(b.page));
      expect(await userTexts(a.page)).toEqual([`alpha one ${word}`, `alpha two ${word}`, `beta one ${word}`]);
      for (const device of [a, b]) {
        expect(await titles(device.page, 'prompts')).toEqual([`Prompt ${word}`]);
        expect(await titles(device.page, 'masks')).toEqual([`Mask ${word}`]);
      }
      await deletePrompt(b.page, server.url, `Prompt ${word}`);

      // B deletes one of A's chats while A adds to another; they sync in the other order.
      await b.page.goto(`${server.url}/#/chat`);
      await expect(chatRows(b.page).first()).toBeVisible();
      const before = (await readStore(b.page, 'messages')) as { sessionId: string; content: unknown }[];
      const doomedSession = before.find((m) => m.content === `alpha two ${word}`)?.sessionId;
      expect(doomedSession).toBeTruthy();
      await deleteChatById(b.page, doomedSession!);
      await newChatWith(a.page, server.url, `alpha three ${word}`);

      await syncNow(b.page, server.url);
      await syncNow(a.page, server.url);
      await syncNow(b.page, server.url);
      expect(await contents(a.page)).toEqual(await contents(b.page));
      expect(await userTexts(b.page)).toEqual([`alpha one ${word}`, `alpha three ${word}`, `beta one ${word}`]);
      for (const device of [a, b]) expect(await titles(device.page, 'prompts')).toEqual([]);
      // Nothing deleted comes back after more syncs in either order.
      await syncNow(a.page, server.url);
      expect(await userTexts(a.page)).toEqual([`alpha one ${word}`, `alpha three ${word}`, `beta one ${word}`]);

      // A third device imports A's backup file and holds the same.
      const c = await openDevice(browser, server.url);
      try {
        await a.page.goto(`${server.url}/#/settings`);
        const download = a.page.waitForEvent('download');
        await syncRegion(a.page).getByRole('button', { name: 'Export' }).click();
        const file = await (await download).path();
        await c.page.goto(`${server.url}/#/settings`);
        await syncRegion(c.page).getByTestId('backup-file').setInputFiles(file);
        await c.page.getByRole('button', { name: 'Merge' }).click();
        await expect(c.page.getByText('Backup imported')).toBeVisible();
        expect(await userTexts(c.page)).toEqual([`alpha one ${word}`, `alpha three ${word}`, `beta one ${word}`]);
      } finally {
        await c.context.close();
      }
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });
}

/** The titles (prompts) or names (masks) the person made, as stored. */
async function titles(page: Page, store: 'prompts' | 'masks'): Promise<string[]> {
  const rows = (await readStore(page, store)) as { title?: string; name?: string }[];
  return rows.map((row) => row.title ?? row.name ?? '').sort();
}

async function addPrompt(page: Page, title: string): Promise<void> {
  await page.getByRole('toolbar', { name: 'Input actions' }).getByRole('button', { name: 'Prompts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prompts' });
  await dialog.getByRole('button', { name: 'Add prompt' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Content' }).fill('Say it shorter: ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('listitem', { name: title })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
}

async function deletePrompt(page: Page, url: string, title: string): Promise<void> {
  await page.goto(`${url}/#/chat`);
  await page.getByRole('toolbar', { name: 'Input actions' }).getByRole('button', { name: 'Prompts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prompts' });
  await dialog.getByRole('searchbox', { name: 'Search prompts' }).fill(title);
  await dialog.getByRole('listitem', { name: title }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('listitem', { name: title })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
}

async function addMask(page: Page, url: string, name: string): Promise<void> {
  await page.goto(`${url}/#/chat/masks`);
  await page.getByRole('button', { name: 'Create' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit mask' });
  await editor.getByRole('textbox', { name: 'Mask name' }).fill(name);
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('listitem', { name, exact: true })).toBeVisible();
}

/** Where the sidebar lists a chat: the app's own order (chats synced from two devices often share
 * an order number, and then the later-updated one comes first). */
async function sidebarIndex(page: Page, sessionId: string): Promise<number> {
  const sessions = sortSessions((await readStore(page, 'sessions')) as SessionMeta[]);
  return sessions.findIndex((session) => session.id === sessionId);
}

/** Deletes a chat from the sidebar by its stored id (its row holds its topic). */
async function deleteChatById(page: Page, sessionId: string): Promise<void> {
  const row = chatRows(page).nth(await sidebarIndex(page, sessionId));
  await row.hover();
  await deleteButton(row).click();
  await expect.poll(async () => ((await readStore(page, 'sessions')) as { id: string }[]).some((s) => s.id === sessionId)).toBe(false);
}

/** Opens the chat whose messages hold `text`: its row is found by its stored order, since the
 * worker's WebDAV server also brings the chats of earlier tests, several with the same topic. */
async function openChatHolding(page: Page, url: string, text: string): Promise<void> {
  await page.goto(`${url}/#/chat`);
  const messages = (await readStore(page, 'messages')) as { sessionId: string; content: unknown }[];
  const sessionId = messages.find((message) => JSON.stringify(message.content).includes(text))?.sessionId;
  const index = await sidebarIndex(page, sessionId ?? '');
  expect(index).toBeGreaterThanOrEqual(0);
  await openButton(chatRows(page).nth(index)).click();
}

test('two devices that each ask the same question again while apart end with every answer and the same one shown, the later choice', async ({ browser, server, syncServices }) => {
  test.setTimeout(90_000);
  const provider: Provider = { kind: 'webdav', endpoint: syncServices.dav.url };
  const a = await openDevice(browser, server.url);
  const b = await openDevice(browser, server.url);
  try {
    const word = nonce();
    await newChatWith(a.page, server.url, `branch ${word}`);
    for (const device of [a, b]) await configure(device.page, server.url, provider);
    await syncNow(a.page, server.url);
    await syncNow(b.page, server.url);

    // Apart, each asks again: each holds two answers.
    for (const device of [b, a]) {
      await openChatHolding(device.page, server.url, `branch ${word}`);
      await device.page.getByRole('toolbar', { name: 'Message actions' }).last().getByRole('button', { name: 'Retry' }).click();
      await expect(device.page.getByRole('group', { name: 'Version 2 of 2' })).toBeVisible();
      await replyDone(device.page);
    }
    await syncNow(a.page, server.url);
    await syncNow(b.page, server.url);
    await syncNow(a.page, server.url);
    expect(await contents(a.page)).toEqual(await contents(b.page));
    // The worker's WebDAV server also holds the chats of the tests before this one: count this chat's.
    const replies = ((await readStore(a.page, 'messages')) as { role: string; content: unknown }[]).filter(
      (m) => m.role === 'assistant' && JSON.stringify(m.content).includes(`branch ${word}`),
    );
    expect(replies).toHaveLength(3);

    // The same answer is shown on both; then B chooses another, and after syncing A shows B's choice.
    const shown = async (device: Device) => {
      await openChatHolding(device.page, server.url, `branch ${word}`);
      const group = device.page.getByRole('group', { name: /^Version \d of 3$/ });
      await expect(group).toBeVisible();
      return group.getAttribute('aria-label');
    };
    const onA = await shown(a);
    expect(await shown(b)).toBe(onA);
    await snap(b.page, 'sync-branches');
    const step = onA === 'Version 1 of 3' ? 'Next version' : 'Previous version';
    await b.page.getByRole('button', { name: step }).click();
    await expect(b.page.getByRole('group', { name: onA ?? '' })).toHaveCount(0);
    const chosenOnB = await b.page.getByRole('group', { name: /^Version \d of 3$/ }).getAttribute('aria-label');
    await syncNow(b.page, server.url);
    await syncNow(a.page, server.url);
    expect(await shown(a)).toBe(chosenOnB);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('the sync section checks the server, syncs, and says why a sync failed', async ({ chat: page, server, syncServices }) => {
  await configure(page, server.url, { kind: 'webdav', endpoint: syncServices.dav.url });
  const sync = syncRegion(page);
  await expect(sync.getByText('Not yet synced')).toBeVisible();
  await expect(sync.getByText(/^1 chat · 0 messages · 0 prompts · 0 masks$/)).toBeVisible();
  await sync.getByText('Status', { exact: true }).scrollIntoViewIfNeeded();
  await snap(page, 'sync-section');
  await sync.getByRole('button', { name: 'Check' }).click();
  await expect(sync.getByRole('status')).toHaveText('Connected: the server accepts these settings.');
  await snap(page, 'sync-check');

  await sync.getByRole('textbox', { name: 'Password' }).fill('wrong');
  await sync.getByRole('button', { name: 'Check' }).click();
  await expect(sync.getByRole('status')).toContainText('Could not connect with these settings');
  await sync.getByRole('button', { name: 'Sync now' }).click();
  await expect(sync.getByText(/Sync failed .*: the server refused the username, password or token/)).toBeVisible();
  await snap(page, 'sync-failed');
});

test('a damaged, foreign or newer remote file is refused, and neither side changes', async ({ chat, server, syncServices }) => {
  const word = nonce();
  await send(chat, `kept ${word}`);
  await replyDone(chat);
  // Written and read over WebDAV: rclone would serve a file changed behind its back with its
  // old length for a while.
  const file = `${syncServices.dav.url}polychat/backup.json`;
  const auth = { authorization: `Basic ${Buffer.from(`${SYNC_USER}:${SYNC_PASS}`).toString('base64')}` };
  await fetch(`${syncServices.dav.url}polychat/`, { method: 'MKCOL', headers: auth });
  const cases = [
    ['{"format":"polychat-backup","version":1,"sessions":[{"id":"x"', 'the backup on the server is damaged or cut short'],
    ['{"chat-next-web-store":{}}', 'the file on the server is not a PolyChat backup'],
    ['{"format":"polychat-backup","version":99}', 'comes from a newer version of PolyChat'],
  ] as const;
  await configure(chat, server.url, { kind: 'webdav', endpoint: syncServices.dav.url });
  for (const [content, reason] of cases) {
    expect((await fetch(file, { method: 'PUT', headers: auth, body: content })).ok).toBe(true);
    await syncRegion(chat).getByRole('button', { name: 'Sync now' }).click();
    await expect(syncRegion(chat).getByText(new RegExp(`Sync failed .*${reason}`))).toBeVisible();
    expect(await (await fetch(file, { headers: auth })).text()).toBe(content);
    expect(await userTexts(chat)).toContain(`kept ${word}`);
  }
});

test('a WebDAV server that fails the upload, and an Upstash backup missing a chunk, are reported', async ({ chat, server, syncServices }) => {
  await configure(chat, server.url, { kind: 'webdav', endpoint: syncServices.faulty.url });
  await syncRegion(chat).getByRole('button', { name: 'Sync now' }).click();
  await expect(syncRegion(chat).getByText(/Sync failed .*: the server answered with an error/)).toBeVisible();

  const name = `backup-${nonce()}`;
  await configure(chat, server.url, { kind: 'upstash', endpoint: syncServices.upstash.url, name });
  await syncNow(chat, server.url);
  await syncServices.upstash.deleteKey(`${name}-chunk-0`);
  await syncRegion(chat).getByRole('button', { name: 'Sync now' }).click();
  await expect(syncRegion(chat).getByText(/Sync failed .*: part of the backup is missing on the server/)).toBeVisible();
});

test('automatic sync uploads a change on its own and shows what it does in the sidebar', async ({ chat, server, syncServices }) => {
  const name = `backup-${nonce()}`;
  await configure(chat, server.url, { kind: 'upstash', endpoint: syncServices.upstash.url, name });
  await turnOnAutoSync(chat);
  const indicator = chat.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: /^Synced / });
  const word = nonce();
  await chat.goto(`${server.url}/#/chat`);
  await send(chat, `automatic ${word}`);
  await replyDone(chat);
  await expect.poll(() => upstashBackupText(syncServices, name), { timeout: 20_000 }).toContain(`automatic ${word}`);
  await expect(indicator).toBeVisible();
  await snap(chat, 'sync-indicator');
});

test('two tabs sending into one chat keep each question with its answer after a reload, and follow each other', async ({ chat, server }) => {
  const other = await chat.context().newPage();
  await other.goto(`${server.url}/#/chat`);
  await expect(other.getByRole('textbox', { name: 'Message' })).toBeVisible();
  const word = nonce();
  // Both send before either has seen the other's message.
  await Promise.all([send(chat, `first tab ${word}`), send(other, `second tab ${word}`)]);
  await Promise.all([replyDone(chat), replyDone(other)]);
  // Each tab shows the other's question without a reload.
  await expect(chat.getByRole('article', { name: 'You' }).filter({ hasText: `second tab ${word}` })).toBeVisible();
  await expect(other.getByRole('article', { name: 'You' }).filter({ hasText: `first tab ${word}` })).toBeVisible();

  await chat.reload();
  const stored = ((await readStore(chat, 'messages')) as { seq: number; role: string; content: unknown }[]).sort((x, y) => x.seq - y.seq);
  expect(new Set(stored.map((m) => m.seq)).size).toBe(stored.length);
  const roles = stored.map((m) => m.role);
  expect(roles).toEqual(['user', 'assistant', 'user', 'assistant']);
  await other.close();
});

const NEXTCHAT_BACKUP = {
  'chat-next-web-store': {
    sessions: [
      {
        id: 'nc-session-1',
        topic: 'Trip to Lisbon',
        memoryPrompt: '',
        messages: [
          { id: 'nc-m1', date: '2025/3/1 10:00:00', role: 'user', content: 'Where should I eat in Lisbon?' },
          { id: 'nc-m2', date: '2025/3/1 10:00:05', role: 'assistant', content: 'Try Time Out Market.', model: 'gpt-4o-mini' },
        ],
        stat: { tokenCount: 0, wordCount: 0, charCount: 0 },
        lastUpdate: 1740823205000,
        lastSummarizeIndex: 0,
        mask: { id: 'x', avatar: 'gpt-bot', name: 'New Chat', context: [], modelConfig: { model: 'gpt-4o-mini' }, lang: 'en', builtin: false, createdAt: 0 },
      },
    ],
    currentSessionIndex: 0,
  },
  'mask-store': {
    masks: {
      'nc-mask': { id: 'nc-mask', avatar: '1f600', name: 'Travel Planner', context: [{ id: 'c1', date: '', role: 'system', content: 'Plan trips.' }], modelConfig: { model: 'gpt-4o-mini' }, lang: 'en', builtin: false, createdAt: 1700000000000 },
    },
  },
  'prompt-store': { counter: 0, prompts: {} },
  'access-control': { openaiApiKey: 'sk-from-nextchat' },
};

async function importFile(page: Page, url: string, name: string, content: string, mode: 'Merge' | 'Replace'): Promise<void> {
  await page.goto(`${url}/#/settings`);
  await syncRegion(page).getByTestId('backup-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
  await page.getByRole('button', { name: mode }).click();
}

test('a NextChat backup imports with its chats and masks, and a broken file changes nothing', async ({ chat, server }) => {
  await importFile(chat, server.url, 'broken.json', '{"format":"polychat-backup", "sessions": [', 'Merge');
  await expect(chat.getByText('Failed to import from file: it is not valid JSON or it is cut short')).toBeVisible();
  expect(await readStore(chat, 'messages')).toEqual([]);

  await importFile(chat, server.url, 'nextchat-backup.json', JSON.stringify(NEXTCHAT_BACKUP), 'Merge');
  await expect(chat.getByText('Backup imported')).toBeVisible();
  await chat.goto(`${server.url}/#/chat`);
  await chatRows(chat).filter({ hasText: 'Trip to Lisbon' }).click();
  await expect(chat.getByRole('article', { name: 'Assistant' }).filter({ hasText: 'Try Time Out Market.' })).toBeVisible();
  await chat.goto(`${server.url}/#/chat/masks`);
  await expect(chat.getByText('Travel Planner').first()).toBeVisible();
  expect(JSON.stringify(await readStore(chat, 'settings'))).not.toContain('sk-from-nextchat');
});

test('replacing from a backup asks first and leaves exactly the file’s chats; undo puts the last sync’s changes back', async ({ chat, server, syncServices }) => {
  test.setTimeout(90_000);
  const word = nonce();
  await send(chat, `only here ${word}`);
  await replyDone(chat);
  const file = JSON.stringify({ ...(await backupOf(chat)), sessions: [], messages: [] });
  await importFile(chat, server.url, 'empty.json', file, 'Replace');
  await expect(chat.getByRole('alertdialog').or(chat.getByRole('dialog')).getByText(/What the file lacks is deleted here/)).toBeVisible();
  await chat.getByRole('button', { name: 'Replace' }).last().click();
  await expect(chat.getByText('Backup imported')).toBeVisible();
  expect(await userTexts(chat)).toEqual([]);

  // Another device deletes a chat; the sync that brings the deletion here can be undone.
  const name = `backup-${nonce()}`;
  await newChatWith(chat, server.url, `keep me ${word}`);
  await configure(chat, server.url, { kind: 'upstash', endpoint: syncServices.upstash.url, name });
  await syncNow(chat, server.url);
  const other = await openDevice(chat.context().browser()!, server.url);
  try {
    await configure(other.page, server.url, { kind: 'upstash', endpoint: syncServices.upstash.url, name });
    await syncNow(other.page, server.url);
    const sessionId = ((await readStore(other.page, 'messages')) as { sessionId: string; content: unknown }[]).find(
      (m) => m.content === `keep me ${word}`,
    )?.sessionId;
    await other.page.goto(`${server.url}/#/chat`);
    await deleteChatById(other.page, sessionId!);
    await syncNow(other.page, server.url);
  } finally {
    await other.context.close();
  }
  await syncNow(chat, server.url);
  expect(await userTexts(chat)).not.toContain(`keep me ${word}`);
  await syncRegion(chat).getByRole('button', { name: 'Undo' }).click();
  // The confirmation's own button: the page's last "Undo" is the settings' one until it opens.
  await chat.getByRole('alertdialog').getByRole('button', { name: 'Undo' }).click();
  await expect(chat.getByText('The last sync was undone.')).toBeVisible();
  await expect.poll(() => userTexts(chat)).toContain(`keep me ${word}`);
  // The undo is an edit of its own: the next sync keeps the chat and shares it again.
  await syncNow(chat, server.url);
  expect(await userTexts(chat)).toContain(`keep me ${word}`);
});

async function backupOf(page: Page): Promise<Record<string, unknown>> {
  await page.goto(`${page.url().split('#')[0]}#/settings`);
  const download = page.waitForEvent('download');
  await syncRegion(page).getByRole('button', { name: 'Export' }).click();
  const path = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  return JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
}
