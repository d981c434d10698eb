import type { Page } from '@playwright/test';
import { expect, snap, test, waitForStoredSetting } from './support/fixtures';

async function themeColors(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => [meta.getAttribute('content'), meta.getAttribute('media')]),
  );
}

test.describe('theme', () => {
  test('auto follows the system live, with both theme colours', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/#/settings');
    await expect(page.locator('body')).toHaveClass(/(^|\s)light(\s|$)/);
    expect(await themeColors(page)).toEqual([
      ['#fafafa', '(prefers-color-scheme: light)'],
      ['#151515', '(prefers-color-scheme: dark)'],
    ]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test('a chosen theme applies at once and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/#/settings');
    await page.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await themeColors(page)).toEqual([['#151515', null]]);
    await snap(page, 'settings-dark');
    await waitForStoredSetting(page, 'config', '"theme":"dark"');
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.getByLabel('Theme')).toHaveValue('dark');
    await page.getByLabel('Theme').selectOption('light');
    await expect(page.locator('body')).toHaveClass(/(^|\s)light(\s|$)/);
    await snap(page, 'settings-light');
  });
});

test.describe('language', () => {
  test('follows the browser language on a first visit', async ({ browser, server }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${server.url}/#/settings`);
    await expect(page.getByRole('heading', { name: '设置' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await context.close();
  });

  test('a chosen language sets the page language and survives a reload', async ({ page }) => {
    await page.goto('/#/settings');
    await page.getByLabel('Language').selectOption('zh-CN');
    await expect(page.getByRole('heading', { name: '设置' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await snap(page, 'settings-zh');
    await waitForStoredSetting(page, 'config', '"language":"zh-CN"');
    await page.reload();
    await expect(page.getByRole('heading', { name: '设置' })).toBeVisible();
  });

  test('Arabic lays the page out right to left', async ({ page }) => {
    await page.goto('/#/settings');
    await page.getByLabel('Language').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'الإعدادات' })).toBeVisible();
    const sidebar = await page.getByRole('complementary').boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect(sidebar!.x).toBeGreaterThan(main!.x);
    await snap(page, 'settings-rtl');
  });
});

test('borderless mode takes away the window frame on a wide screen', async ({ page }) => {
  await page.goto('/#/settings');
  const shell = page.locator('[data-shell]');
  await expect(shell).toHaveCSS('border-top-left-radius', '20px');
  await snap(page, 'window-framed');
  await page.getByRole('switch', { name: 'Borderless mode' }).click();
  await expect(shell).toHaveCSS('border-top-left-radius', '0px');
  const box = await shell.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 1280 });
  await snap(page, 'window-borderless');
});

