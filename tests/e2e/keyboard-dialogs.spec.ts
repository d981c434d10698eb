// Every dialog opened and used with the keyboard alone (WCAG 2.1.1 and 2.4.3): it takes the focus when
// it opens, its fields are reached with Tab and worked with the keys a user expects, and when it
// closes the focus goes back to what opened it. No click here.

import type { Page } from '@playwright/test';
import { expect, inputActions, messageActions, nonce, questions, replyDone, test } from './support/chat-fixtures';
import { discoveryItem, tabTo } from './support/keyboard';

const messageInput = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function sendByKeyboard(page: Page, text: string): Promise<void> {
  await messageInput(page).focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await replyDone(page);
}

/** Opens the chat's menu with the keyboard and takes `item`, walking the menu with the arrows. */
async function chatMenuItem(page: Page, item: string): Promise<void> {
  const opener = page.getByRole('button', { name: 'More chat actions' });
  await tabTo(page, opener, { backwards: true });
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('menu').getByRole('menuitem', { name: item });
  for (let step = 0; step < 12 && !(await wanted.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('ArrowDown');
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
}

const focusInside = (page: Page, dialogName: string) =>
  page.evaluate((name) => document.activeElement?.closest(`[role="dialog"][aria-label="${name}"], [role="dialog"][aria-labelledby]`) != null, dialogName);

test("the chat's editor, model picker, statistics and a confirmation by keyboard", async ({ chat }) => {
  const word = nonce();
  await sendByKeyboard(chat, `keyboard dialogs ${word}`);

  // The chat editor: a new topic typed, then Done.
  const editChat = chat.getByRole('button', { name: 'Edit chat' });
  await tabTo(chat, editChat, { backwards: true });
  await chat.keyboard.press('Enter');
  const editor = chat.getByRole('dialog', { name: 'Edit chat' });
  await expect.poll(() => focusInside(chat, 'Edit chat'), 'the editor takes the focus').toBe(true);
  await tabTo(chat, editor.getByRole('textbox', { name: 'Topic' }));
  await chat.keyboard.press('ControlOrMeta+A');
  await chat.keyboard.type(`Topic ${word}`);
  await tabTo(chat, editor.getByRole('button', { name: 'Done' }));
  await chat.keyboard.press('Enter');
  await expect(editor).toHaveCount(0);
  await expect(editChat).toBeFocused();
  await expect(chat.getByRole('main').getByRole('heading', { name: `Topic ${word}` })).toBeVisible();

  // The model picker: filtered by typing, an option taken with the arrows and Enter.
  const modelButton = chat.getByRole('button', { name: /^Model: .*\. Change the model of this chat$/ });
  await tabTo(chat, modelButton, { backwards: true });
  await chat.keyboard.press('Enter');
  const picker = chat.getByRole('dialog', { name: 'Model of this chat' });
  await expect(picker.getByRole('combobox', { name: 'Filter' })).toBeFocused();
  await chat.keyboard.type('gpt-4o');
  await chat.keyboard.press('ArrowDown');
  await chat.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(modelButton).not.toHaveText(/^gpt-4o-mini/);
  await expect(modelButton).toBeFocused();

  // The statistics: read, then closed with Escape.
  await chatMenuItem(chat, 'Statistics');
  await expect.poll(() => chat.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null), 'the statistics take the focus').toBe(true);
  await chat.keyboard.press('Escape');
  await expect(chat.getByRole('dialog')).toHaveCount(0);
  await expect(chat.getByRole('button', { name: 'More chat actions' })).toBeFocused();

  // A confirmation: Reset chat, confirmed with Tab and Enter.
  await chatMenuItem(chat, 'Reset chat');
  const confirmation = chat.getByRole('alertdialog');
  await expect.poll(() => chat.evaluate(() => document.activeElement?.closest('[role="alertdialog"]') != null), 'the confirmation takes the focus').toBe(true);
  await tabTo(chat, confirmation.getByRole('button', { name: 'Confirm' }));
  await chat.keyboard.press('Enter');
  await expect(confirmation).toHaveCount(0);
  await expect(questions(chat)).toHaveCount(0);
  await expect(chat.getByRole('button', { name: 'More chat actions' })).toBeFocused();
});

test('the prompt list by keyboard: a prompt added, found and put in the input', async ({ chat }) => {
  const word = nonce();
  const prompts = inputActions(chat).getByRole('button', { name: 'Prompts' });
  await tabTo(chat, prompts, { backwards: true });
  await chat.keyboard.press('Enter');
  const dialog = chat.getByRole('dialog', { name: 'Prompts' });
  await expect.poll(() => chat.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null), 'the list takes the focus').toBe(true);

  await tabTo(chat, dialog.getByRole('button', { name: 'Add prompt' }));
  await chat.keyboard.press('Enter');
  await tabTo(chat, dialog.getByRole('textbox', { name: 'Title' }));
  await chat.keyboard.type(`Haiku ${word}`);
  await tabTo(chat, dialog.getByRole('textbox', { name: 'Content' }));
  await chat.keyboard.type(`Write a haiku about ${word}: `);
  await tabTo(chat, dialog.getByRole('button', { name: 'Save' }));
  await chat.keyboard.press('Enter');
  const mine = dialog.getByRole('listitem', { name: `Haiku ${word}` });
  await expect(mine).toBeVisible();
  // The editor's place goes to the saved prompt's own buttons, not to the dialog as a whole.
  await expect(mine.getByRole('button', { name: 'Use' })).toBeFocused();

  await tabTo(chat, dialog.getByRole('searchbox', { name: 'Search prompts' }), { backwards: true });
  await chat.keyboard.type(word);
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await tabTo(chat, mine.getByRole('button', { name: 'Use' }));
  await chat.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(messageInput(chat)).toHaveValue(`Write a haiku about ${word}: `);
});

test('the mask editor by keyboard: a mask made with an avatar and a message, then used', async ({ chat }) => {
  const word = nonce();
  await tabTo(chat, chat.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Masks' }));
  await chat.keyboard.press('Enter');
  // The sidebar's Masks offers a mask for a new chat; Find More leads to the whole list.
  await tabTo(chat, chat.getByRole('main').getByRole('button', { name: 'Find More' }));
  await chat.keyboard.press('Enter');
  await expect(chat.getByRole('heading', { name: 'Masks' })).toBeVisible();

  const create = chat.getByRole('button', { name: 'Create' });
  await tabTo(chat, create);
  await chat.keyboard.press('Enter');
  const editor = chat.getByRole('dialog', { name: 'Edit mask' });
  await tabTo(chat, editor.getByRole('textbox', { name: 'Mask name' }));
  await chat.keyboard.press('ControlOrMeta+A');
  await chat.keyboard.type(`Owl ${word}`);

  await tabTo(chat, editor.getByRole('button', { name: 'Avatar' }));
  await chat.keyboard.press('Enter');
  const avatars = chat.getByRole('group', { name: 'Choose an avatar' });
  await tabTo(chat, avatars.getByRole('button', { name: '🦊' }));
  await chat.keyboard.press('Enter');
  await expect(editor.getByRole('button', { name: 'Avatar' })).toHaveText('🦊');

  await tabTo(chat, editor.getByRole('button', { name: 'Add message' }));
  await chat.keyboard.press('Enter');
  await tabTo(chat, editor.getByRole('textbox', { name: 'Message 1' }));
  await chat.keyboard.type(`Answer as a wise owl ${word}.`);
  await tabTo(chat, editor.getByRole('button', { name: 'Done' }));
  await chat.keyboard.press('Enter');
  await expect(editor).toHaveCount(0);
  await expect(create).toBeFocused();

  const row = chat.getByRole('listitem', { name: `Owl ${word}`, exact: true });
  await tabTo(chat, row.getByRole('button', { name: 'Chat' }));
  await chat.keyboard.press('Enter');
  await expect(chat.getByRole('main').getByRole('heading', { name: `Owl ${word}` })).toBeVisible();
});

test('the plugin editor by keyboard: a plugin typed in, saved and listed', async ({ chat }) => {
  const word = nonce();
  await discoveryItem(chat, 'Plugins');
  await expect(chat.getByRole('heading', { name: 'Plugins' })).toBeVisible();
  const newPlugin = chat.getByRole('button', { name: 'New plugin' });
  const editor = chat.getByRole('dialog', { name: 'Edit plugin' });
  // Closed with nothing in it, a new plugin leaves no empty row behind.
  await tabTo(chat, newPlugin);
  await chat.keyboard.press('Enter');
  await expect(editor).toBeVisible();
  await chat.keyboard.press('Escape');
  await expect(newPlugin).toBeFocused();
  await expect(chat.getByText('1.0.0 · None')).toHaveCount(0);

  await chat.keyboard.press('Enter');
  await tabTo(chat, editor.getByRole('textbox', { name: 'OpenAPI document (JSON or YAML)' }));
  // Typed as one line of JSON: a text area would indent YAML lines on its own in no browser, but JSON
  // keeps the test free of newline handling.
  await chat.keyboard.insertText(
    JSON.stringify({
      openapi: '3.0.1',
      info: { title: `Tides ${word}`, version: '1.0.0' },
      servers: [{ url: 'https://tides.example' }],
      paths: { '/tide': { get: { operationId: 'getTide', summary: 'The next tide', responses: { 200: { description: 'ok' } } } } },
    }),
  );
  await expect(editor.getByRole('region', { name: 'Operations' })).toContainText(`Tides ${word} 1.0.0 · 1 method`);
  await tabTo(chat, editor.getByRole('button', { name: 'Done' }));
  await chat.keyboard.press('Enter');
  await expect(editor).toHaveCount(0);
  await expect(newPlugin).toBeFocused();
  await expect(chat.getByRole('main').getByRole('listitem').filter({ hasText: `Tides ${word}` })).toBeVisible();
});

test('every text and number field in settings takes typed input', async ({ chat }) => {
  test.setTimeout(120_000);
  await chat.evaluate(() => (location.hash = '#/settings'));
  await expect(chat.getByRole('main').getByRole('heading').first()).toBeVisible();
  const fields = chat.getByRole('main').locator('input[type="text"], input[type="password"], input[type="url"], input[type="number"], input:not([type]), textarea');
  let changed = 0;
  for (let index = 0; index < (await fields.count()); index++) {
    const field = fields.nth(index);
    if (!(await field.isVisible()) || (await field.isDisabled()) || !(await field.isEditable())) continue;
    const kind = await field.getAttribute('type');
    const before = await field.inputValue();
    await tabTo(chat, field);
    if (kind === 'number') {
      await chat.keyboard.press('ArrowUp');
      if ((await field.inputValue()) === before) await chat.keyboard.press('ArrowDown');
    } else {
      await chat.keyboard.press('End');
      await chat.keyboard.type('x');
    }
    await expect.poll(() => field.inputValue(), `field ${index} (${kind ?? 'text'}) changes`).not.toBe(before);
    changed++;
  }
  expect(changed).toBeGreaterThan(3);
});

test('the message actions of a reply by keyboard: full screen and back', async ({ chat }) => {
  await sendByKeyboard(chat, `full screen ${nonce()}`);
  const fullScreen = messageActions(chat, 'last').getByRole('button', { name: 'Full screen' });
  await tabTo(chat, fullScreen, { backwards: true });
  await chat.keyboard.press('Enter');
  await expect.poll(() => chat.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null), 'the dialog takes the focus').toBe(true);
  await chat.keyboard.press('Escape');
  await expect(chat.getByRole('dialog')).toHaveCount(0);
  await expect(fullScreen).toBeFocused();
});

test.describe('before the service worker keeps the app', () => {
  // page.route sees no request a service worker answers: the menu's code comes from the network
  // here, as on a first visit before the worker has installed (tests/e2e/offline.spec.ts).
  test.use({ serviceWorkers: 'block' });
  test("an Escape pressed while the chat's menu is still loading withdraws it", async ({ chat }) => {
    // The menu's code held back, as on a slow connection, until after the Escape.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await chat.route(/\/assets\/SessionMenu-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const opener = chat.getByRole('button', { name: 'More chat actions' });
    await tabTo(chat, opener, { backwards: true });
    await chat.keyboard.press('Enter');
    // Its code still on the way, the button keeps the focus.
    await expect(opener).toBeFocused();
    await chat.keyboard.press('Escape');
    release();
    await chat.waitForResponse(/\/assets\/SessionMenu-[^/]+\.js$/);
    // Had the request stood, the menu would open as soon as its code ran.
    await chat.waitForTimeout(500);
    await expect(chat.getByRole('menu')).toHaveCount(0);
    await expect(opener).toBeFocused();
    // Asked for again, it opens.
    await chat.keyboard.press('Enter');
    await expect(chat.getByRole('menu')).toBeVisible();
  });
});
