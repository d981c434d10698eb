// The knowledge screen, as a person uses it.
import { expect, type Page } from '@playwright/test';

/** Creates a knowledge base on the knowledge screen and waits for its card. */
export async function createBase(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New knowledge base' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(name);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
}
