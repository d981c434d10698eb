// WCAG 1.4.10 reflow: every route works at 320 px wide and at 200 % zoom (1280 × 800 zoomed twice
// is 640 × 400 CSS pixels) without the page scrolling sideways. Wide content (a code block, a
// table) may scroll inside its own box; the page itself must not.

import type { Page } from '@playwright/test';
import { ROUTES } from './support/routes';
import { expect, snap, test } from './support/fixtures';

// Once, in a full run, the app was found home after one of these navigations (router.tsx now
// routes both layouts by one location); should it come back, the trace shows which and why.
test.use({ trace: 'retain-on-failure' });

/** How far the page reaches beyond the window's width, in CSS pixels. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [name, viewport] of [
  ['320 px wide', { width: 320, height: 640 }],
  ['200 % zoom', { width: 640, height: 400 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test('no route scrolls sideways', async ({ page }) => {
      test.setTimeout(90_000);
      for (const route of ROUTES) {
        await page.goto(route);
        await expect(page.locator('#loading')).toHaveCount(0);
        await expect(page.getByRole('main').or(page.getByRole('complementary')).first()).toBeVisible();
        if (route !== '/#/chat') await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        expect(await sidewaysOverflow(page), route).toBeLessThanOrEqual(0);
      }
      await page.goto('/#/settings');
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await snap(page, `reflow-${viewport.width}-settings`);
    });
  });
}

test('@phone the input actions are one line, and those past the edge scroll into view and take a tap', async ({ app: page }) => {
  await page.goto('/#/chat');
  const bar = page.getByRole('toolbar', { name: 'Input actions' });
  const buttons = bar.getByRole('button');
  // The actions whose code loads after the first screen, so that the row is whole.
  await expect(bar.getByRole('button', { name: 'Ask several models' })).toHaveCount(1);
  await expect(bar.getByRole('button', { name: /^Knowledge/ })).toHaveCount(1);
  const tops = await buttons.evaluateAll((all) => all.map((button) => Math.round(button.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const last = buttons.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, 'input-actions-scrolled');
  await last.click({ trial: true });
});
