// The main flows with the keyboard alone (WCAG 2.1.1): every control is reached with Tab or
// Shift+Tab, shows where the focus is, and is worked with Enter, Space or arrows. No click here.

import { discoveryItem, tabTo } from './support/keyboard';
import { expect, inputActions, lastReply, messageActions, nonce, questions, replyDone, test } from './support/chat-fixtures';

test.describe('with clipboard permissions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a chat by keyboard: send, stop, retry, edit and copy', async ({ chat }) => {
    const word = nonce();
    const input = chat.getByRole('textbox', { name: 'Message' });
    await input.focus();
    await chat.keyboard.type(`slowly ${word} [[fake:chunks=40]] [[fake:delay=100]]`);
    await chat.keyboard.press('Enter');

    const stop = inputActions(chat).getByRole('button', { name: 'Stop' });
    await expect(stop).toBeVisible();
    await tabTo(chat, stop, { backwards: true });
    await chat.keyboard.press('Enter');
    await expect(stop).toHaveCount(0);
    await expect(lastReply(chat)).not.toHaveAttribute('aria-busy', 'true');

    await tabTo(chat, messageActions(chat, 'last').getByRole('button', { name: 'Retry' }), { backwards: true });
    await chat.keyboard.press('Enter');
    await expect(lastReply(chat)).toHaveAttribute('aria-busy', 'true');
    await replyDone(chat);
    await expect(lastReply(chat)).toContainText(word);

    await tabTo(chat, messageActions(chat, 0).getByRole('button', { name: 'Edit' }), { backwards: true });
    await chat.keyboard.press('Enter');
    const dialog = chat.getByRole('dialog', { name: 'Edit message' });
    await expect(dialog.getByRole('textbox', { name: 'Edit message' })).toBeFocused();
    await chat.keyboard.press('ControlOrMeta+A');
    await chat.keyboard.type(`edited ${word}`);
    await tabTo(chat, dialog.getByRole('button', { name: 'Confirm' }));
    await chat.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(questions(chat)).toHaveText(`edited ${word}`);

    await tabTo(chat, messageActions(chat, 'last').getByRole('button', { name: 'Copy', exact: true }), { backwards: true });
    await chat.keyboard.press('Enter');
    await expect(chat.getByText('Copied to clipboard')).toBeVisible();
    expect(await chat.evaluate(() => navigator.clipboard.readText())).toContain(word);
  });
});

test('export, search and a setting by keyboard', async ({ chat }) => {
  const word = nonce();
  const input = chat.getByRole('textbox', { name: 'Message' });
  await input.focus();
  await chat.keyboard.type(`findable ${word}`);
  await chat.keyboard.press('Enter');
  await replyDone(chat);

  const exportButton = chat.getByRole('button', { name: 'Export chat' });
  await tabTo(chat, exportButton, { backwards: true });
  await chat.keyboard.press('Enter');
  const exportDialog = chat.getByRole('dialog');
  await tabTo(chat, exportDialog.getByRole('button', { name: 'Next' }));
  await chat.keyboard.press('Enter');
  await expect(exportDialog.getByLabel('Markdown of the selected messages')).toContainText(word);
  await chat.keyboard.press('Escape');
  await expect(exportDialog).toHaveCount(0);
  await expect(exportButton).toBeFocused();

  await discoveryItem(chat, 'Search Chat');
  const searchBox = chat.getByRole('searchbox', { name: 'Search messages' });
  await tabTo(chat, searchBox);
  await chat.keyboard.type(word);
  const result = chat.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
  await expect(result).toContainText(word);
  await tabTo(chat, result.getByRole('button'));
  await chat.keyboard.press('Enter');
  await expect(questions(chat)).toHaveText(`findable ${word}`);

  await tabTo(chat, chat.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Settings' }));
  await chat.keyboard.press('Enter');
  await expect(chat.getByRole('heading', { name: 'Settings' })).toBeVisible();
  const autoTitle = chat.getByRole('switch', { name: 'Auto generate title' });
  const before = await autoTitle.isChecked();
  await tabTo(chat, autoTitle);
  await chat.keyboard.press('Space');
  await expect(autoTitle).toBeChecked({ checked: !before });
});

test('a picture from the Stable Diffusion panel by keyboard', async ({ chat }) => {
  await discoveryItem(chat, 'Stable Diffusion');
  const form = chat.getByRole('form', { name: 'New generation' });
  await tabTo(chat, form.getByRole('textbox', { name: 'Prompt', exact: true }));
  await chat.keyboard.type('a harbour by keyboard');
  await tabTo(chat, form.getByRole('button', { name: 'Generate' }));
  await chat.keyboard.press('Enter');
  const record = chat.getByRole('region', { name: 'Generations' }).getByRole('listitem').filter({ hasText: 'a harbour by keyboard' });
  await expect(record.getByRole('img', { name: 'Picture for “a harbour by keyboard”' })).toBeVisible();
});

test('start, switch and reorder chats by keyboard', async ({ chat }) => {
  const input = chat.getByRole('textbox', { name: 'Message' });
  await input.focus();
  await chat.keyboard.type(`kept ${nonce()}`);
  await chat.keyboard.press('Enter');
  await replyDone(chat);
  const rows = chat.getByRole('region', { name: 'Chats' }).getByRole('listitem');
  const answered = rows.filter({ hasText: '2 messages' }).getByRole('button').first();

  await tabTo(chat, chat.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'New chat', exact: true }));
  await chat.keyboard.press('Enter');
  // The mask page offers a mask first; Just Start opens a plain chat.
  await tabTo(chat, chat.getByRole('main').getByRole('button', { name: 'Just Start' }));
  await chat.keyboard.press('Enter');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('0 messages');
  await expect(chat.getByRole('main').getByText('0 messages', { exact: true })).toBeVisible();

  await tabTo(chat, answered, { backwards: true });
  await chat.keyboard.press('Enter');
  await expect(chat.getByRole('main').getByText('2 messages', { exact: true })).toBeVisible();

  // Space picks the chat up, the arrows move it, Space puts it down (announced to screen readers).
  // dnd-kit's own live region, where it says what a screen reader hears.
  const said = chat.locator('[id^="DndLiveRegion"]');
  await expect(answered).toBeFocused();
  await chat.keyboard.press('Space');
  await expect(said).toContainText('Picked up chat New Chat, position 2 of 2.');
  await chat.keyboard.press('ArrowUp');
  await expect(said).toContainText('is over position 1 of 2.');
  await chat.keyboard.press('Space');
  await expect(said).toContainText('dropped at position 1 of 2.');
  await expect(rows.first()).toContainText('2 messages');
  await expect(rows.nth(1)).toContainText('0 messages');
});

test('every switch, list and slider in settings changes with the keyboard', async ({ chat }) => {
  test.setTimeout(120_000);
  await chat.evaluate(() => (location.hash = '#/settings'));
  await expect(chat.getByRole('main').getByRole('heading').first()).toBeVisible();
  // Switching one control may show others (custom endpoints): the list is read again each time.
  const controls = chat.getByRole('main').locator('[role="switch"], select, input[type="range"]');
  let changed = 0;
  for (let index = 0; index < (await controls.count()); index++) {
    const control = controls.nth(index);
    if (!(await control.isVisible()) || (await control.isDisabled())) continue;
    const kind = await control.evaluate((element) => (element.getAttribute('role') === 'switch' ? 'switch' : element.tagName === 'SELECT' ? 'select' : 'range'));
    const read = () => control.evaluate((element) => element.getAttribute('aria-checked') ?? (element as HTMLInputElement).value);
    const before = await read();
    await tabTo(chat, control);
    if (kind === 'switch') await chat.keyboard.press('Space');
    else {
      await chat.keyboard.press('ArrowDown');
      // At the end of its list or range, the other way.
      if ((await read()) === before) await chat.keyboard.press('ArrowUp');
    }
    await expect.poll(read, `setting ${index} (${kind}) changes`).not.toBe(before);
    changed++;
  }
  expect(changed).toBeGreaterThan(15);
});
