import { readFile } from 'node:fs/promises';
import { expect, snap, test, waitForStoredSetting } from './support/fixtures';

test('a render error shows the error page, and Clear All Data backs up, clears and reloads', async ({ page }) => {
  // Two chats of our own, so the backup has something to carry and the clearing something to clear.
  await page.goto('/#/settings');
  await page.getByLabel('Theme').selectOption('dark');
  await waitForStoredSetting(page, 'config', '"dark"');
  await page.goto('/');
  await expect(page.locator('#loading')).toHaveCount(0);
  const sessionsBefore = await page.evaluate(async () => {
    const { length } = await new Promise<unknown[]>((resolve) => {
      const open = indexedDB.open('polychat');
      open.onsuccess = () => {
        const request = open.result.transaction('sessions').objectStore('sessions').getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
      };
    });
    return length;
  });
  expect(sessionsBefore).toBeGreaterThan(0);

  // A browser whose matchMedia throws breaks the first render: a real failure, no test hook.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('break-render') === 'no') return;
    window.matchMedia = () => {
      throw new Error('matchMedia exploded');
    };
  });
  await page.reload();
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('matchMedia exploded');
  await expect(alert.getByRole('link', { name: 'Report This Error' })).toHaveAttribute('href', /\/issues\/new\?title=/);
  await snap(page, 'error-boundary');

  // Cancelling keeps everything.
  await alert.getByRole('button', { name: 'Clear All Data' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await alert.getByRole('button', { name: 'Clear All Data' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('clear all data');
  await snap(page, 'error-boundary-confirm');
  await page.evaluate(() => sessionStorage.setItem('break-render', 'no'));
  const download = page.waitForEvent('download');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^polychat-backup-.*\.json$/);
  const backup = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(backup.format).toBe('polychat-backup');
  expect(backup.sessions.length).toBe(sessionsBefore);
  expect(JSON.stringify(backup.settings)).toContain('"dark"');

  // After the reload the app starts fresh: the stored dark theme is gone.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('#loading')).toHaveCount(0);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).toHaveClass(/(^|\s)light(\s|$)/);
});
