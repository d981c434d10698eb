// The server's configuration (GET /api/config) is read with its schema: an answer that is not it (a
// captive portal's page, another program on the address) is told to the user in their language, not
// taken for a configuration.

import { expect, snap, test } from './support/fixtures';

test.describe('server configuration', { tag: '@phone' }, () => {
  test('an answer that is not the configuration is told in the page’s language', async ({ page }, testInfo) => {
    await page.route('**/api/config', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Wi-Fi</title><p>Sign in to continue</p>' }),
    );
    await page.goto('/');
    await expect(page.locator('#loading')).toHaveCount(0);
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
    await expect(toast).toContainText('The server’s settings could not be read, so its access rules and models are missing.');
    await snap(page, `server-config-unreadable-${testInfo.project.name}`);
  });

  test('JSON of another shape is told the same way', async ({ page }) => {
    await page.route('**/api/config', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"needCode":"no"}' }));
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('listitem')).toContainText('The server’s settings could not be read');
  });
});
