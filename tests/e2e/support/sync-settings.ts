// The Sync section of the settings, as a person fills it in: the provider and its credentials, and
// Sync now waited for until it says how it went.
import { expect, type Page } from '@playwright/test';
import { SYNC_PASS, SYNC_TOKEN, SYNC_USER, type SyncServices } from './sync-services';

export const syncRegion = (page: Page) => page.getByRole('region', { name: 'Sync' });

export type Provider = { kind: 'webdav'; endpoint: string } | { kind: 'upstash'; endpoint: string; name: string };

export async function configure(page: Page, url: string, provider: Provider): Promise<void> {
  await page.goto(`${url}/#/settings`);
  const sync = syncRegion(page);
  if (provider.kind === 'webdav') {
    await sync.getByRole('combobox', { name: 'Sync provider' }).selectOption('webdav');
    await sync.getByRole('textbox', { name: 'Endpoint' }).fill(provider.endpoint);
    await sync.getByRole('textbox', { name: 'Username' }).fill(SYNC_USER);
    await sync.getByRole('textbox', { name: 'Password' }).fill(SYNC_PASS);
  } else {
    await sync.getByRole('combobox', { name: 'Sync provider' }).selectOption('upstash');
    await sync.getByRole('textbox', { name: 'Endpoint' }).fill(provider.endpoint);
    await sync.getByRole('textbox', { name: 'Backup name' }).fill(provider.name);
    await sync.getByRole('textbox', { name: 'REST token' }).fill(SYNC_TOKEN);
  }
}

/** Runs Sync now from the settings and waits for the outcome line. */
export async function syncNow(page: Page, url: string): Promise<void> {
  if (!page.url().includes('#/settings')) await page.goto(`${url}/#/settings`);
  const sync = syncRegion(page);
  await sync.getByRole('button', { name: 'Sync now' }).click();
  await expect(sync.getByText(/^Synced /)).toBeVisible();
  await expect(sync.getByRole('button', { name: 'Sync now' })).toBeEnabled();
}

/** The text of the backup `name` on the Upstash server, its chunks joined; empty before the first. */
export async function upstashBackupText(syncServices: SyncServices, name: string): Promise<string> {
  const bearer = { authorization: `Bearer ${SYNC_TOKEN}` };
  const get = async (key: string) => ((await (await fetch(`${syncServices.upstash.url}/get/${key}`, { headers: bearer })).json()) as { result: string | null }).result;
  const count = Number((await get(`${name}-chunk-count`)) ?? 0);
  const chunks = await Promise.all(Array.from({ length: count }, (_, i) => get(`${name}-chunk-${i}`)));
  return chunks.join('');
}

/** Turns on automatic sync and waits for its first sync, shown in the sidebar. */
export async function turnOnAutoSync(page: Page): Promise<void> {
  await syncRegion(page).getByRole('switch', { name: 'Sync automatically' }).click();
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: /^Synced / })).toBeVisible();
}
