// The installable app (pwa.config.ts): its manifest and icons, the service worker that keeps the
// app's files, the app opened with no network, a message sent offline, and a new deployment
// offered while a reply streams.
import type { CDPSession, Page } from '@playwright/test';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeEnv } from '../fakes/harness';
import { CHAT_MODEL, snap } from './support/fixtures';
import { startServer } from './support/server';
import { chatRequests, expect, lastReply, nonce, replyDone, send, test } from './support/chat-fixtures';

/** Resolves once the service worker has installed (every file of the app kept) and controls the page. */
async function serviceWorkerInCharge(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The worker registers 5 s after the page's load and then downloads the app's files (6.6 MB):
 * the tests that wait for it have three times the usual time. */
const waitsForTheWorker = () => test.slow();

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test.describe('installable', () => {
  test('a valid manifest is linked, its icons load, the worker controls the page, and Chromium finds nothing against installing', async ({ chat }) => {
    waitsForTheWorker();
    await serviceWorkerInCharge(chat);
    const href = await chat.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifestUrl = new URL(href!, chat.url()).href;
    const manifest = (await (await chat.request.get(manifestUrl)).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({ name: 'PolyChat', short_name: 'PolyChat', display: 'standalone', start_url: './' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['./#/new-chat', './#/search-chat']);
    const touchIcon = await chat.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const src of [...manifest.icons.map((icon) => icon.src), touchIcon!]) {
      const response = await chat.request.get(new URL(src, manifestUrl).href);
      expect(response.status(), src).toBe(200);
      expect(response.headers()['content-type'], src).toMatch(/^image\//);
    }

    // Only the app's own files are kept: no API answer, nothing of another origin.
    const cached = await chat.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((url) => !url.startsWith(new URL(chat.url()).origin) || url.includes('/api/'))).toEqual([]);

    const cdp: CDPSession = await chat.context().newCDPSession(chat);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
    const { url: linked, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(linked).toBe(manifestUrl);
    expect(errors).toEqual([]);
  });
});

test.describe('installed in Russian', () => {
  test.use({ locale: 'ru-RU' });

  test("the page links its language's manifest: the shortcuts and the description speak it", async ({ page: chat }) => {
    waitsForTheWorker();
    await chat.goto('/#/chat');
    await expect(chat.locator('#loading')).toHaveCount(0);
    await serviceWorkerInCharge(chat);
    const manifestUrl = new URL('site.ru.webmanifest', chat.url()).href;
    await expect.poll(() => chat.locator('link[rel="manifest"]').evaluate((link: HTMLLinkElement) => link.href)).toBe(manifestUrl);
    const manifest = (await (await chat.request.get(manifestUrl)).json()) as { id: string; lang: string; description: string; shortcuts: { name: string }[] };
    expect(manifest).toMatchObject({ id: './', lang: 'ru', description: 'Чат со всеми вашими моделями в одном месте.' });
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(['Новый чат', 'Поиск по чатам']);
    const cdp = await chat.context().newCDPSession(chat);
    await expect.poll(async () => ((await cdp.send('Page.getAppManifest')) as { url: string }).url).toBe(manifestUrl);
    expect(((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors).toEqual([]);
  });
});

test.describe('offline', { tag: '@phone' }, () => {
  test('after one visit the app opens with no network: the chat reads, search finds it, export downloads', async ({ chat, context }) => {
    waitsForTheWorker();
    const word = nonce();
    await send(chat, `Pack the umbrella ${word}`);
    await expect(lastReply(chat)).toContainText(`Echo: Pack the umbrella ${word}`);
    await replyDone(chat);
    await serviceWorkerInCharge(chat);

    await context.setOffline(true);
    // Saves go through the download link, as in a browser without a save dialog of its own.
    await chat.addInitScript(() => {
      delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    });
    await chat.reload();
    await expect(chat.locator('#loading')).toHaveCount(0);
    await expect(chat.getByRole('article', { name: 'You' }).filter({ hasText: word })).toBeVisible();
    await expect(lastReply(chat)).toContainText(`Echo: Pack the umbrella ${word}`);
    await snap(chat, 'offline-chat');

    await chat.evaluate(() => (location.hash = '#/search-chat'));
    await chat.getByRole('searchbox', { name: 'Search messages' }).fill(word);
    await expect(chat.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toContainText(word);
    await snap(chat, 'offline-search');

    await chat.evaluate(() => (location.hash = '#/chat'));
    await chat.getByRole('button', { name: 'Export chat' }).click();
    const dialog = chat.getByRole('dialog', { name: 'Export messages' });
    await dialog.getByRole('radio', { name: 'Markdown text' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('Markdown of the selected messages')).toContainText(word);
    const downloading = chat.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    expect(await readFile(await (await downloading).path(), 'utf8')).toContain(`Echo: Pack the umbrella ${word}`);
    await chat.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The built-in prompts and masks are the app's own files, kept with it.
    await messageBox(chat).fill('/explian cod');
    await expect(chat.getByRole('listbox').getByRole('option').first()).toContainText('Explain this code');
    await messageBox(chat).fill('');
    await chat.evaluate(() => (location.hash = '#/chat/masks'));
    await expect(chat.getByRole('listitem', { name: 'Code Reviewer', exact: true })).toBeVisible();
  });

  test('a message sent offline stays in the input, says it waits, and is sent once when the network is back', async ({ chat, context, fake }) => {
    waitsForTheWorker();
    await serviceWorkerInCharge(chat);
    const word = nonce();
    await context.setOffline(true);
    const input = messageBox(chat);
    await input.fill(`Book the ferry ${word}`);
    await input.press('Enter');
    await expect(chat.getByRole('status').filter({ hasText: 'Offline: will send when you are back.' })).toBeVisible();
    await expect(input).toHaveValue(`Book the ferry ${word}`);
    await snap(chat, 'offline-send-waits');
    expect(await chatRequests(fake, word)).toEqual([]);

    await context.setOffline(false);
    await expect(lastReply(chat)).toContainText(`Echo: Book the ferry ${word}`);
    await replyDone(chat);
    await expect(input).toHaveValue('');
    await expect(chat.getByText('Offline: will send when you are back.')).toHaveCount(0);
    expect(await chatRequests(fake, word)).toHaveLength(1);
  });

  test('a screen whose code never loaded says it needs the network', async ({ browser, server }) => {
    // No worker: nothing of the app was kept, as on a first visit cut short.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/#/chat`);
      await expect(messageBox(page)).toBeVisible();
      await context.setOffline(true);
      await page.evaluate(() => (location.hash = '#/settings'));
      await expect(page.getByText(/needs the network/i)).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe('a new deployment', () => {
  /** The built app copied, so that the copy can be deployed again under the running tab. */
  let webRoot: string;
  test.beforeEach(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'polychat-web-'));
    await cp('dist/web', webRoot, { recursive: true });
  });
  test.afterEach(async () => {
    await rm(webRoot, { recursive: true, force: true });
  });

  /** The next deployment: a changed worker (as every build with a changed file has), and, when
   * `dropped` is given, without the build files whose names start with it (a new build names its
   * files after their new content: the previous names are gone from the server). */
  async function deployAgain(dropped?: string): Promise<void> {
    const worker = join(webRoot, 'sw.js');
    let source = `${await readFile(worker, 'utf8')}\n// the next deployment\n`;
    if (dropped) {
      for (const file of await readdir(join(webRoot, 'assets'))) {
        if (!file.startsWith(dropped)) continue;
        await rm(join(webRoot, 'assets', file));
        source = source.replace(`{url:"assets/${file}",revision:null},`, '');
      }
    }
    await writeFile(worker, source);
    await rm(`${worker}.br`, { force: true });
    await rm(`${worker}.gz`, { force: true });
  }
  const checkForUpdate = (page: Page) => page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));

  test('an older tab still loads its screens after the new version took over', async ({ browser, fake }) => {
    waitsForTheWorker();
    const server = await startServer({ ...fakeEnv(fake.url), DEFAULT_MODEL: `${CHAT_MODEL}@OpenAI`, WEB_ROOT: webRoot });
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const older = await context.newPage();
      await older.goto('/#/chat');
      await expect(messageBox(older)).toBeVisible();
      await serviceWorkerInCharge(older);

      await deployAgain('SettingsScreen-');
      const newer = await context.newPage();
      await newer.goto('/#/chat');
      await expect(messageBox(newer)).toBeVisible();
      await checkForUpdate(newer);
      const reloading = newer.waitForEvent('load');
      await newer.getByRole('button', { name: 'Reload to update' }).click();
      await reloading;
      await expect(messageBox(newer)).toBeVisible();

      // The older tab, now served by the new worker, opens a screen whose code it never loaded. The
      // browser's HTTP cache may hold a copy too, but nothing keeps it there (it is the first thing
      // dropped when space runs short): emptied, only the worker's caches can answer.
      await (await context.newCDPSession(older)).send('Network.clearBrowserCache');
      await older.evaluate(() => (location.hash = '#/settings'));
      await expect(older.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
    } finally {
      await context.close();
      await server.stop();
    }
  });

  test('is offered while a reply streams, and the reload waits for the reply to end', async ({ browser, fake }) => {
    waitsForTheWorker();
    const server = await startServer({ ...fakeEnv(fake.url), DEFAULT_MODEL: `${CHAT_MODEL}@OpenAI`, WEB_ROOT: webRoot });
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      await page.goto('/#/chat');
      await expect(messageBox(page)).toBeVisible();
      await serviceWorkerInCharge(page);
      // Marks this page load: a reload forgets it.
      await page.evaluate(() => ((window as { loadMark?: boolean }).loadMark = true));
      const reloaded = () => page.evaluate(() => (window as { loadMark?: boolean }).loadMark !== true);

      const word = nonce();
      await send(page, `[[fake:hold]] Tell me a long story ${word}`);
      await expect(lastReply(page)).toHaveAttribute('aria-busy', 'true');

      await deployAgain();
      await checkForUpdate(page);

      const offer = page.getByRole('button', { name: 'Reload to update' });
      await expect(offer).toBeVisible();
      await snap(page, 'update-offer');
      await messageBox(page).fill('half-typed thought');
      await offer.click();
      await expect(page.getByText('The app will reload to update when the reply ends.')).toBeVisible();
      expect(await reloaded()).toBe(false);
      await expect(lastReply(page)).toHaveAttribute('aria-busy', 'true');

      const reloading = page.waitForEvent('load');
      await fetch(`${fake.url}/__release`);
      await reloading;
      expect(await reloaded()).toBe(true);
      await expect(page.locator('#loading')).toHaveCount(0);
      // The half-typed message is still in the input after the reload, and the new version runs.
      await expect(messageBox(page)).toHaveValue('half-typed thought');
      await expect(lastReply(page)).toContainText('Tell me a long story');
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting === null)))
        .toBe(true);
    } finally {
      await fetch(`${fake.url}/__release`);
      await context.close();
      await server.stop();
    }
  });
});
