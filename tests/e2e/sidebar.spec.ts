import type { Page } from '@playwright/test';
import { expect, snap, test, waitForStoredSetting } from './support/fixtures';

test.describe('resizable sidebar (desktop)', () => {
  async function sidebarWidth(page: Page): Promise<number> {
    const box = await page.getByRole('complementary', { name: 'Sidebar' }).boundingBox();
    return Math.round(box?.width ?? 0);
  }

  async function drag(page: Page, dx: number) {
    const handle = page.getByRole('separator', { name: 'Resize sidebar' });
    const box = await handle.boundingBox();
    if (!box) throw new Error('no handle');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    // Slow steps: the drag is throttled to one update per 20 ms, and a press under 300 ms is a click.
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(x + (dx * step) / 10, y);
      await page.waitForTimeout(40);
    }
    await page.mouse.up();
  }

  test('starts at the default width of 300', async ({ app }) => {
    expect(await sidebarWidth(app)).toBe(300);
  });

  test('drags wider up to 500 and narrower, snapping to 100 under 230', async ({ app }) => {
    await drag(app, 120);
    expect(await sidebarWidth(app)).toBe(420);
    await drag(app, 300);
    expect(await sidebarWidth(app)).toBe(500);
    await drag(app, -290);
    expect(await sidebarWidth(app)).toBe(100);
    await snap(app, 'sidebar-narrow');
  });

  test('a quick click toggles default and narrow, and the width survives a reload', async ({ app }) => {
    const handle = app.getByRole('separator', { name: 'Resize sidebar' });
    await handle.click();
    await expect.poll(() => sidebarWidth(app)).toBe(100);
    await handle.click();
    await expect.poll(() => sidebarWidth(app)).toBe(300);
    await drag(app, 80);
    expect(await sidebarWidth(app)).toBe(380);
    await waitForStoredSetting(app, 'config', '"sidebarWidth":380');
    await app.reload();
    await expect(app.locator('#loading')).toHaveCount(0);
    expect(await sidebarWidth(app)).toBe(380);
  });

  test('the keyboard resizes and toggles too', async ({ app }) => {
    const handle = app.getByRole('separator', { name: 'Resize sidebar' });
    await handle.focus();
    await app.keyboard.press('ArrowRight');
    await expect.poll(() => sidebarWidth(app)).toBe(320);
    await app.keyboard.press('Enter');
    await expect.poll(() => sidebarWidth(app)).toBe(100);
  });
});

test.describe('phone layout', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'phone only');

  test('the sidebar takes the full width and screens come back to it', async ({ app }) => {
    expect(await app.getByRole('complementary', { name: 'Sidebar' }).boundingBox()).toMatchObject({ width: 390 });
    await expect(app.getByRole('separator', { name: 'Resize sidebar' })).toHaveCount(0);
    await app.getByRole('button', { name: 'Settings' }).click();
    await expect(app.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await snap(app, 'settings');
    await app.getByRole('button', { name: 'Back' }).click();
    await expect(app).toHaveURL(/#\/$/);
  });
});
