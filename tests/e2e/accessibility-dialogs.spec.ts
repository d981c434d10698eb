// axe-core on the dialogs and menus of a chat and on the mask and plugin editors, open one after
// another, in both themes (and, through the projects, at both widths): no serious or critical
// violation of WCAG 2.2 A and AA. Each closes with Escape and gives the focus back inside the page.

import type { Page } from '@playwright/test';
import { expect, inputActions, replyDone, send, test } from './support/chat-fixtures';
import { seriousViolations } from './support/axe';

/** The open dialog or menu alone: the page behind it is scanned on its own (accessibility.spec.ts),
 * and scanning it again under each dialog was most of this file's time. */
const OPEN_LAYER = '[role="dialog"], [role="alertdialog"], [role="menu"]';

const menuItem = (page: Page, name: string) => async () => {
  await page.getByRole('button', { name: 'More chat actions' }).click();
  await page.getByRole('menuitem', { name }).click();
};

const OPENERS: [string, (page: Page) => () => Promise<void>][] = [
  ['the chat menu', (page) => () => page.getByRole('button', { name: 'More chat actions' }).click()],
  ['the chat editor', (page) => () => page.getByRole('button', { name: 'Edit chat' }).click()],
  ['the statistics', (page) => menuItem(page, 'Statistics')],
  ['the history summary', (page) => menuItem(page, 'History summary')],
  ['a confirmation', (page) => menuItem(page, 'Reset chat')],
  ['the export dialog', (page) => () => page.getByRole('button', { name: 'Export chat' }).click()],
  [
    "the export's preview",
    (page) => async () => {
      await page.getByRole('button', { name: 'Export chat' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByRole('listitem').filter({ hasText: 'Preview' })).toHaveAttribute('aria-current', 'step');
    },
  ],
  ['the prompt list', (page) => () => inputActions(page).getByRole('button', { name: 'Prompts' }).click()],
  ['the model picker', (page) => () => page.getByRole('button', { name: /^Model: / }).first().click()],
  ['the keyboard shortcuts', (page) => () => page.keyboard.press('Control+/')],
];

test('the dialogs and menus of a chat pass axe in the light and the dark theme', { tag: '@phone' }, async ({ chat }) => {
  // axe reads every element's styles: slow on a busy two-core machine.
  test.setTimeout(180_000);
  await send(chat, 'something to export and count');
  await replyDone(chat);
  const open = chat.locator(OPEN_LAYER);
  for (const colorScheme of ['light', 'dark'] as const) {
    await chat.emulateMedia({ colorScheme });
    await expect(chat.locator('body')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    for (const [name, opener] of OPENERS) {
      await opener(chat)();
      await expect(open.first(), name).toBeVisible();
      expect(await seriousViolations(chat, OPEN_LAYER), `${name}, ${colorScheme}`).toEqual([]);
      // The dialog has taken the focus (and noted where it came from) before it is closed.
      await expect.poll(() => chat.evaluate(() => document.activeElement?.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') != null), `${name}: focus inside`).toBe(true);
      await chat.keyboard.press('Escape');
      await expect(open, `${name} closes with Escape`).toHaveCount(0);
      await expect.poll(() => chat.evaluate(() => document.activeElement !== document.body), `${name}: focus kept`).toBe(true);
    }
  }
});

test('the mask viewer, the mask editor and the plugin editor pass axe in the light and the dark theme', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(120_000);
  const editors: [string, string, () => Promise<void>][] = [
    ['/#/chat/masks', 'View mask', () => page.getByRole('button', { name: 'View' }).first().click()],
    ['/#/chat/masks', 'Edit mask', () => page.getByRole('button', { name: 'Create' }).click()],
    ['/#/plugins', 'Edit plugin', () => page.getByRole('button', { name: 'New plugin' }).click()],
  ];
  for (const [route, name, open] of editors) {
    await page.goto(route);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
      await open();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      expect(await seriousViolations(page, OPEN_LAYER), `${name}, ${colorScheme}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  }
});
