import { reloadSettled } from '../support/app-storage.mjs';
import { expect, snap, test } from './support/fixtures';
import { chatRows, openButton } from './support/sidebar';

test('new chats start from the mask picker and are kept across a reload', async ({ app }) => {
  const chats = app.getByRole('region', { name: 'Chats' }).getByRole('listitem');
  await expect(chats).toHaveCount(1);

  await app.getByRole('button', { name: 'New chat', exact: true }).click();
  await expect(app).toHaveURL(/#\/new-chat$/);
  await expect(app.getByRole('heading', { name: 'Pick a Mask' })).toBeVisible();
  await snap(app, 'new-chat');
  await app.getByRole('button', { name: 'Just Start' }).click();
  await expect(app).toHaveURL(/#\/chat$/);
  await expect(chats).toHaveCount(2);

  await reloadSettled(app);
  await expect(app.locator('#loading')).toHaveCount(0);
  await expect(chats).toHaveCount(2);
});

test('the mask picker can be turned off, after a confirmation', async ({ app }) => {
  const chats = app.getByRole('region', { name: 'Chats' }).getByRole('listitem');
  await app.getByRole('button', { name: 'New chat', exact: true }).click();
  await app.getByRole('button', { name: "Don't Show Again" }).click();
  await app.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(app).toHaveURL(/#\/chat$/);
  await expect(chats).toHaveCount(2);

  // From now on New chat opens a chat at once, and the masks button opens the mask list.
  await app.getByRole('button', { name: 'New chat', exact: true }).click();
  await expect(app).toHaveURL(/#\/chat$/);
  await expect(chats).toHaveCount(3);
  await app.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Masks' }).click();
  await expect(app).toHaveURL(/#\/chat\/masks$/);
});

test('Return leaves the mask picker without creating a chat', async ({ app }) => {
  await app.getByRole('button', { name: 'New chat', exact: true }).click();
  await app.getByRole('button', { name: 'Return' }).click();
  // Back to where the user came from: the app's first page, which had no hash yet.
  await expect(app).toHaveURL(/:\d+\/(#\/)?$/);
  await expect(app.getByRole('region', { name: 'Chats' }).getByRole('listitem')).toHaveCount(1);
});

test('Alt or Ctrl with the arrow keys switches between chats', async ({ app }) => {
  const chats = chatRows(app);
  await app.getByRole('button', { name: 'New chat', exact: true }).click();
  await app.getByRole('button', { name: 'Just Start' }).click();
  await expect(chats).toHaveCount(2);
  await expect(openButton(chats.nth(0))).toHaveAttribute('aria-current', 'true');
  await app.keyboard.press('Alt+ArrowDown');
  await expect(openButton(chats.nth(1))).toHaveAttribute('aria-current', 'true');
  await app.keyboard.press('Alt+ArrowDown');
  await expect(openButton(chats.nth(0))).toHaveAttribute('aria-current', 'true');
  await app.keyboard.press('Control+ArrowUp');
  await expect(openButton(chats.nth(1))).toHaveAttribute('aria-current', 'true');
});

test('a corrupt stored record is reported and skipped, and the rest still loads', async ({ app }) => {
  await app.getByRole('button', { name: 'New chat', exact: true }).click();
  await app.getByRole('button', { name: 'Just Start' }).click();
  const chats = app.getByRole('region', { name: 'Chats' }).getByRole('listitem');
  await expect(chats).toHaveCount(2);

  // A session record that no version of the app would write: no topic, a string for its stats.
  await app.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('polychat');
        open.onsuccess = () => {
          const tx = open.result.transaction('sessions', 'readwrite');
          tx.objectStore('sessions').put({ id: 'broken-session', updatedAt: 1, stat: 'garbage' });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await app.reload();
  await expect(app.getByText('1 stored record could not be read and was skipped.')).toBeVisible();
  await expect(chats).toHaveCount(2);
  await snap(app, 'corrupt-record-toast');
});
