// axe-core run in the page itself. Its script is put into a page once and kept until the page
// navigates: @axe-core/playwright injected the whole 560 KB again into every frame at each scan, which
// took 1.15 s per scan against 0.1 s (a dialog on the chat screen, measured side by side), and the
// scans are about a hundred. Frames are not entered: the only ones are artifact previews, the model's
// content in a sandbox.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's serious and critical findings against WCAG 2.2 A and AA, one line per element;
 * `include` limits the scan to one part of the page (a dialog, a toast). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(
    ([tags, selector]) => (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run(selector ? { include: [selector] } : document, { runOnly: { type: 'tag', values: tags } }),
    [WCAG_22_AA, include] as const,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

/** Waits until no finite animation or transition runs: a colour half-way through a theme fade, or a
 * toast still fading in, is not the colour shown, and a fixed pause was too short on a busy machine
 * (a CI run saw dark text on the light background 300 ms after the switch). `getAnimations` also
 * brings styles up to date, so a transition the last class change starts is counted. */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** No serious violation on what the page shows now, in the light and the dark theme (it ends light). */
export async function expectAxeCleanInBothThemes(page: Page, what: string, include?: string): Promise<void> {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    expect(await seriousViolations(page, include), `${what}, ${colorScheme}`).toEqual([]);
  }
}
