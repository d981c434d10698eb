// A toast never covers a screen's title or the buttons of its header, on any route, at desktop
// width and on the phone. The toast is the one a fast link with unusable settings shows: it can be
// raised on every route by its address alone (the query before the hash keeps the route).

import type { Locator, Page } from '@playwright/test';
import { ROUTES } from './support/routes';
import { expect, snap, test } from './support/fixtures';

const UNUSABLE_LINK = `?settings=${encodeURIComponent(JSON.stringify({ url: 'javascript:alert(1)' }))}`;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The screen titles (headings of level 1 and 2) and the header buttons on screen now, each with
 * its name and box. */
async function headerControls(page: Page): Promise<{ name: string; box: Box }[]> {
  const found: { name: string; box: Box }[] = [];
  const controls = page.getByRole('heading', { level: 1 }).or(page.getByRole('heading', { level: 2 })).or(page.locator('header').getByRole('button'));
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (!box || box.width === 0 || !(await control.isVisible())) continue;
    found.push({ name: (await control.getAttribute('aria-label')) ?? (await control.innerText()), box });
  }
  return found;
}

/** Where the toast comes to rest: sonner slides it in, so its box is read until two frames agree
 * (or, should it never rest, as it was on the last of them). */
async function restingBox(toast: Locator): Promise<Box> {
  return toast.evaluate(async (element) => {
    const MAX_FRAMES = 60;
    const read = () => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    let last = read();
    for (let frame = 0; frame < MAX_FRAMES; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = read();
      if (JSON.stringify(box) === JSON.stringify(last)) break;
      last = box;
    }
    return last;
  });
}

test.describe('toast placement', { tag: '@phone' }, () => {
  test('a toast covers no screen title and no header button', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const covered: string[] = [];
    for (const route of ROUTES) {
      await page.goto(`/${UNUSABLE_LINK}#${route.slice(2)}`);
      await expect(page.locator('#loading')).toHaveCount(0);
      const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
      await expect(toast).toContainText('The link carried settings that cannot be used');
      const box = await restingBox(toast);
      for (const control of await headerControls(page)) if (overlaps(box, control.box)) covered.push(`${route}: ${control.name}`);
      if (route === '/#/settings' || route === '/#/plugins') await snap(page, `toast-${route.slice(3).replace('/', '-')}-${testInfo.project.name}`);
    }
    expect(covered).toEqual([]);
  });
});
