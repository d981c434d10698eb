// Keyboard-only helpers for the end-to-end tests: reach a control with Tab as a user would, and
// check on the way that the focus shows.

import { expect, type Locator, type Page } from '@playwright/test';

/** Tab presses that reach anything on these screens several times over. */
const MAX_TABS = 120;

/** Presses Tab (Shift+Tab backwards) until `target` has the focus, and checks that it shows it. */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses <= MAX_TABS; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      const shown = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        return element.matches(':focus-visible') && (style.outlineStyle !== 'none' || style.boxShadow !== 'none');
      });
      expect(shown, 'the focus is visible').toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Not reached with ${MAX_TABS} presses of ${backwards ? 'Shift+Tab' : 'Tab'}: ${target.toString()}`);
}

/** Opens the Discovery menu from the keyboard and takes `item` in it, walking the menu with the arrows. */
export async function discoveryItem(page: Page, item: string): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Discovery' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  const wanted = page.getByRole('menuitem', { name: item });
  for (let step = 0; step < 10 && !(await wanted.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('ArrowDown');
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
}
