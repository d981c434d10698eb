import { expect, snap, test } from './support/fixtures';

test('a chat started from a mask shows its preset context, folded, above the conversation', async ({ app }) => {
  await app.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'New chat', exact: true }).click();
  await app.getByRole('list', { name: 'Masks' }).getByRole('button', { name: 'Code Reviewer' }).click();
  await expect(app).toHaveURL(/#\/chat$/);
  const preset = app.getByText(/^Preset context: \d+ messages$/);
  await expect(preset).toBeVisible();
  await preset.click();
  await expect(app.getByRole('listitem').filter({ hasText: 'System' }).first()).toBeVisible();
  await snap(app, 'chat-preset');
});

test('a plain chat has no preset context bar', async ({ app }) => {
  await app.goto('/#/chat');
  await expect(app.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(app.getByText(/^Preset context:/)).toHaveCount(0);
});
