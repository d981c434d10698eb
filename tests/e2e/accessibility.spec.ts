// axe-core on every route, in both themes (and, through the projects, at both widths): no serious or
// critical violation of WCAG 2.2 A and AA. Colour contrast was the finding everywhere before the
// primary and danger colours were made darker in the light theme and lighter in the dark one.

import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { ROUTES } from './support/routes';

for (const route of ROUTES) {
  test(`${route} passes axe in the light and the dark theme`, { tag: '@phone' }, async ({ page }) => {
    // axe reads every element's styles: slow on a busy two-core machine.
    test.setTimeout(90_000);
    await page.goto(route);
    await expect(page.locator('#loading')).toHaveCount(0);
    await expect(page.getByRole('main').or(page.getByRole('complementary')).first()).toBeVisible();
    // The theme follows the system by default; the same page is checked in each.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
      expect(await seriousViolations(page), colorScheme).toEqual([]);
    }
  });
}
