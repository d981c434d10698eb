import { expect, seedMessages, test } from './support/chat-fixtures';
import { snap } from './support/fixtures';

// A part of the app whose code has never been loaded cannot load without the network. The page
// says so where the part would be, with a retry, rather than a blank screen or the error page.

const SENTENCE = /needs the network the first time/;

test('a screen whose code cannot load says it needs the network, and opens on retry @phone', async ({ chat: page }) => {
  await page.route(/\/assets\/SettingsScreen-[^/]*\.js/, (route) => route.abort('internetdisconnected'));
  await page.goto(page.url().replace(/#.*$/, '#/settings'));
  const alert = page.getByRole('alert').filter({ hasText: SENTENCE });
  await expect(alert).toBeVisible();
  await snap(page, 'load-failed-screen');

  await page.unroute(/\/assets\/SettingsScreen-[^/]*\.js/);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Theme')).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a chat whose list cannot load says so instead of an empty conversation, and shows it on retry', async ({ chat: page }) => {
  await seedMessages(page, 3);
  await page.route(/\/assets\/MessageList-[^/]*\.js/, (route) => route.abort('internetdisconnected'));
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: SENTENCE });
  await expect(alert).toBeVisible();
  // Nothing typed is lost meanwhile: the input is there to write in.
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEditable();
  await snap(page, 'load-failed-chat');

  await page.unroute(/\/assets\/MessageList-[^/]*\.js/);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Seeded message number 2.')).toBeVisible();
});

test('a menu whose code cannot load says so over the page; Try again opens it, Escape closes the notice', async ({ chat: page }) => {
  const chunk = /\/assets\/SessionMenu-[^/]*\.js/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  const more = page.getByRole('button', { name: 'More' });
  await more.click();
  const alert = page.getByRole('alert').filter({ hasText: SENTENCE });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeFocused();
  await snap(page, 'load-failed-menu');
  await page.keyboard.press('Escape');
  await expect(alert).toHaveCount(0);

  await more.click();
  await expect(alert).toBeVisible();
  await page.unroute(chunk);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(alert).toHaveCount(0);
});
