import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core's serious and critical findings against WCAG 2.2 A and AA, one line per element;
 * `include` limits the scan to one part of the page (a toast, say). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

/** No serious violation on what the page shows now, in the light and the dark theme (it ends light). */
export async function expectAxeCleanInBothThemes(page: Page, what: string, include?: string): Promise<void> {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    // Transitions settle first: a colour half-way through a fade is not the colour shown.
    await page.waitForTimeout(300);
    expect(await seriousViolations(page, include), `${what}, ${colorScheme}`).toEqual([]);
  }
}
