// The interface fonts are the app's own: served from its origin, per script, and used once loaded;
// nothing is asked of any other host.
import type { Page, Request } from '@playwright/test';
import { expect, snap, test } from './support/fixtures';

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** The families of the faces the page has loaded, and the UI's computed font family. */
async function loadedFonts(page: Page): Promise<{ loaded: string[]; uiFamily: string }> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/["']/g, ''));
    const input = document.querySelector('textarea') ?? document.body;
    return { loaded, uiFamily: getComputedStyle(input).fontFamily };
  });
}

function fontFiles(requests: Request[]): string[] {
  return requests.filter((request) => request.resourceType() === 'font').map((request) => new URL(request.url()).pathname.split('/').at(-1) ?? '');
}

test('the interface font comes from the app itself and is the one the UI shows', { tag: '@phone' }, async ({ page, baseURL }) => {
  const requests = recordRequests(page);
  await page.goto('/#/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  const { loaded, uiFamily } = await loadedFonts(page);

  expect(uiFamily.split(',')[0]?.replace(/["']/g, '').trim()).toBe('Noto Sans Variable');
  expect(loaded).toContain('Noto Sans Variable');
  const files = fontFiles(requests);
  expect(files.some((name) => name.startsWith('noto-sans-latin-wght-normal'))).toBe(true);
  // Only the scripts on screen load: no Arabic or Bengali file for an English page.
  expect(files.filter((name) => /arabic|bengali/.test(name))).toEqual([]);
  const origin = new URL(baseURL!).origin;
  const elsewhere = requests.map((request) => request.url()).filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin);
  expect(elsewhere).toEqual([]);
  await snap(page, 'fonts-chat');
});

test('an Arabic page loads the Arabic file of the same family, from the app', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'ar', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const requests = recordRequests(page);
  await page.goto(baseURL!);
  await expect(page.getByRole('textbox').first()).toBeVisible();
  const { loaded } = await loadedFonts(page);
  expect(loaded).toContain('Noto Sans Variable');
  const origin = new URL(baseURL!).origin;
  const arabic = requests.filter((request) => request.resourceType() === 'font' && /noto-sans-arabic-arabic/.test(request.url()));
  expect(arabic.length).toBeGreaterThan(0);
  expect(arabic.every((request) => new URL(request.url()).origin === origin)).toBe(true);
  await context.close();
});
