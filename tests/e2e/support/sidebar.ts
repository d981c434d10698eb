// The sidebar's chat list: rows are list items holding the chat's button (topic, count, date) and
// its delete button.
import type { Locator, Page } from '@playwright/test';

export const chatRows = (page: Page): Locator => page.getByRole('region', { name: 'Chats' }).getByRole('listitem');

/** The button that opens the chat of a row (the first of the row's two buttons). */
export const openButton = (row: Locator): Locator => row.getByRole('button').first();

export const deleteButton = (row: Locator): Locator => row.getByRole('button', { name: /^Delete chat/ });

/** The row whose chat is selected. */
export const selectedRow = (page: Page): Locator =>
  chatRows(page).filter({ has: page.locator('[aria-current="true"]') });
