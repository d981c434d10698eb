// Knowledge bases across devices: two browser contexts are two devices syncing through the real
// WebDAV server the tests start (support/sync-services.ts), through the app's own relay. A base and
// its file list always travel; the file's text only between devices that turned on Include
// documents, and a device that took it in finds its passages. And a web page added by its address,
// read by the server's page reader from a local page server (allowed by WEB_FETCH_ALLOWED_HOSTS).
import type { Browser, Page } from '@playwright/test';
import { hasRclone } from '../fakes/webdav-server.mjs';
import { nonce, type RecordedRequest } from './support/chat-fixtures';
import { expect, snap, test as base } from './support/fixtures';
import { configure, syncNow, syncRegion, turnOnAutoSync, upstashBackupText } from './support/sync-settings';
import { createBase } from './support/knowledge';

async function openDevice(browser: Browser, url: string): Promise<Page> {
  // The project's width (desktop or phone) for both devices.
  const { viewport, isMobile, hasTouch } = base.info().project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch });
  const page = await context.newPage();
  await page.goto(`${url}/#/knowledge`);
  await expect(page.getByRole('heading', { name: 'Knowledge', level: 2 })).toBeVisible();
  return page;
}


const fileRow = (page: Page, baseName: string, fileName: string) => page.getByRole('list', { name: `Files of ${baseName}` }).getByRole('listitem').filter({ hasText: fileName });

const syncTest = base.extend({ server: async ({ syncServer }, use) => use(syncServer) });

syncTest('@phone a knowledge base travels to another device; its text only with Include documents, and is searchable there', async ({ browser, server, syncServices, fake }) => {
  syncTest.skip(!hasRclone, 'rclone is installed by npm test');
  const word = nonce();
  const baseName = `Harbour ${word}`;
  const fileName = `tides-${word}.md`;
  const a = await openDevice(browser, server.url);
  const b = await openDevice(browser, server.url);
  try {
    await createBase(a, baseName);
    await a.getByLabel('Add files', { exact: true }).setInputFiles({
      name: fileName,
      mimeType: 'text/markdown',
      buffer: Buffer.from(`# Tides\n\nThe lighthouse keeper ${word} publishes the tide tables each month.\n`),
    });
    await expect(fileRow(a, baseName, fileName)).toContainText('Ready · 1 passage');
    for (const device of [a, b]) await configure(device, server.url, { kind: 'webdav', endpoint: syncServices.dav.url });
    await expect(syncRegion(a).getByRole('switch', { name: 'Include documents' })).not.toBeChecked();

    await syncNow(a, server.url);
    await syncNow(b, server.url);
    await b.goto(`${server.url}/#/knowledge`);
    await expect(fileRow(b, baseName, fileName)).toContainText('On another device');
    await expect(b.getByRole('searchbox', { name: `Search in ${baseName}` })).toHaveCount(0);
    await snap(b, 'knowledge-sync-elsewhere');

    for (const device of [a, b]) {
      await device.goto(`${server.url}/#/settings`);
      const include = syncRegion(device).getByRole('switch', { name: 'Include documents' });
      await expect(syncRegion(device).getByText(/Also upload the text of the knowledge bases’ files: .+ now, at most 8 MB/)).toBeVisible();
      await include.click();
      await expect(include).toBeChecked();
    }
    await snap(a, 'knowledge-sync-include-documents');
    // B searches by meaning as well: the text it receives is embedded there too.
    await b.goto(`${server.url}/#/knowledge`);
    await b.getByRole('combobox', { name: 'Meaning search' }).selectOption('text-embedding-3-small');
    const embedded = async () =>
      (await fetch(`${fake.url}/__requests`).then((r) => r.json() as Promise<RecordedRequest[]>))
        .filter((r) => r.path === '/openai/v1/embeddings')
        .flatMap((r) => JSON.parse(r.body).input as string[]);
    expect((await embedded()).some((text) => text.includes(`keeper ${word}`))).toBe(false);
    await syncNow(a, server.url);
    await syncNow(b, server.url);
    await b.goto(`${server.url}/#/knowledge`);
    await expect(fileRow(b, baseName, fileName)).toContainText('Ready · 1 passage');
    await expect.poll(async () => (await embedded()).some((text) => text.includes(`keeper ${word}`))).toBe(true);
    await b.getByRole('searchbox', { name: `Search in ${baseName}` }).fill(`keeper ${word}`);
    const results = b.getByRole('list', { name: 'Passages found' }).getByRole('listitem');
    await expect(results.first()).toContainText(`The lighthouse keeper ${word} publishes the tide tables`);
    await snap(b, 'knowledge-sync-received');
  } finally {
    await a.context().close();
    await b.context().close();
  }
});

syncTest('automatic sync uploads a new knowledge base, and another tab shows one at once', async ({ app: page, server, syncServices }) => {
  const backup = `backup-${nonce()}`;
  await configure(page, server.url, { kind: 'upstash', endpoint: syncServices.upstash.url, name: backup });
  await turnOnAutoSync(page);
  const uploaded = `Atlas ${nonce()}`;
  await page.goto(`${server.url}/#/knowledge`);
  await createBase(page, uploaded);
  await expect.poll(() => upstashBackupText(syncServices, backup), { timeout: 20_000 }).toContain(uploaded);

  // Without automatic sync, so that the second tab shows the base by following the first, not
  // by a sync of its own as it starts.
  await page.goto(`${server.url}/#/settings`);
  await syncRegion(page).getByRole('switch', { name: 'Sync automatically' }).click();
  const other = await page.context().newPage();
  await other.goto(`${server.url}/#/knowledge`);
  await expect(other.getByRole('heading', { name: uploaded, level: 3 })).toBeVisible();
  const followed = `Globe ${nonce()}`;
  await page.goto(`${server.url}/#/knowledge`);
  await createBase(page, followed);
  await expect(other.getByRole('heading', { name: followed, level: 3 })).toBeVisible();
});

const webTest = base.extend({ server: async ({ webSearchServer }, use) => use(webSearchServer) });

webTest('@phone a web page is added by its address, and a page that fails says why', async ({ app: page, webSearchServices }) => {
  await page.goto('/#/knowledge');
  await createBase(page, 'Reading');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Reading', level: 3 }) });

  await card.getByRole('button', { name: 'Add web page' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill(`${webSearchServices.pagesUrl}/gone`);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByRole('alert')).toHaveText('The site answered with an error (404).');

  await card.getByRole('button', { name: 'Add web page' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('not an address');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByRole('alert')).toHaveText('That is not a web address. Type one such as https://example.com/page.');

  await card.getByRole('button', { name: 'Add web page' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill(`${webSearchServices.pagesUrl}/rust`);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const row = fileRow(page, 'Reading', 'Rust 1.0 is out');
  await expect(row).toContainText('Web page · Ready');
  await expect(row).toContainText(`${webSearchServices.pagesUrl}/rust`);
  await expect(card.getByRole('alert')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search in Reading' }).fill('stable release');
  await expect(page.getByRole('list', { name: 'Passages found' }).getByRole('listitem').first()).toContainText('first stable release of the language');
  await snap(page, 'knowledge-web-page');
});
