// Flows done with the keyboard alone: the shortcuts are listed in a dialog that Ctrl + / or ? opens,
// and focus goes back where it was when the dialog closes.

import { expect, snap, test } from './support/fixtures';

test('Ctrl + / lists the shortcuts, Escape closes the list and gives the focus back', { tag: '@phone' }, async ({ app }) => {
  // The chat itself: on a phone the app opens on the chat list.
  await app.goto('/#/chat');
  const input = app.getByRole('textbox', { name: 'Message' });
  await input.focus();
  await app.keyboard.press('Control+/');
  const dialog = app.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  // The send key follows the setting (Enter by default), and Shift + Enter then starts a new line.
  await expect(dialog.getByRole('definition').filter({ hasText: 'Send the message' })).toBeVisible();
  await expect(dialog.getByText('Start a new line in the message')).toBeVisible();
  await expect(dialog.locator('kbd', { hasText: 'Shift' })).toBeVisible();
  await snap(app, 'shortcut-help');
  await app.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(input).toBeFocused();
});

test('? opens the list outside a text field, and is only a character inside one', async ({ app }) => {
  const input = app.getByRole('textbox', { name: 'Message' });
  await input.focus();
  await app.keyboard.type('why?');
  await expect(input).toHaveValue('why?');
  await expect(app.getByRole('dialog')).toHaveCount(0);

  await app.getByRole('button', { name: 'Settings' }).first().focus();
  await app.keyboard.press('?');
  await expect(app.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  // A second ? while the list is open does not stack another.
  await app.keyboard.press('?');
  await expect(app.getByRole('dialog')).toHaveCount(1);
});
