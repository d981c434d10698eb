// Every screen in every offered language: no key shown in place of its text, no label spilling out
// of or cut by its box at either width, and the language taken from the browser's region.
// Screenshots of each to look at.

import type { Page } from '@playwright/test';
import { OFFERED_LANGUAGES, chooseLanguage, directionOf, type Language } from '../../src/web/i18n/languages';
import { LANGUAGE_NAMES } from '../../src/web/i18n/language-names';
import { ALL_NAMESPACES, TABLE_FILES } from '../../src/web/i18n/namespaces';
import { errors as englishErrors } from '../../src/web/i18n/resources/en/errors';
import { expect, snap, test } from './support/fixtures';

const SCREENS = [
  { name: 'chat', path: '/#/' },
  { name: 'settings', path: '/#/settings' },
  { name: 'masks', path: '/#/chat/masks' },
  { name: 'search', path: '/#/search-chat' },
  { name: 'new-chat', path: '/#/new-chat' },
  { name: 'plugins', path: '/#/plugins' },
  { name: 'sd', path: '/#/sd' },
  { name: 'auth', path: '/#/auth' },
] as const;

const NAMESPACES = ALL_NAMESPACES.join('|');
/** What i18next shows for a key it does not have: "namespace:path" or a bare dotted path. */
const KEY_SHOWN = new RegExp(`\\b(${NAMESPACES}):[a-zA-Z]|\\b[a-z]+[A-Z]\\w*\\.[a-z]+[A-Z]?\\w*\\b`);

/** The error catalogue's English sentences that have nothing to fill in: one of them on another
 * language's screen is an English message passed through untranslated (the core's or a server's). */
const ENGLISH_SENTENCES = Object.values(englishErrors).filter((text) => !text.includes('{{') && text.length > 20);

/** Every string a language has, all tables and namespaces. */
async function stringsOf(language: Language): Promise<Set<string>> {
  const strings = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const file of Object.values(TABLE_FILES)) collect(((await import(`../../src/web/i18n/resources/${language}/${file}.ts`)) as { locale: unknown }).locale);
  return strings;
}

/** The names of the buttons that show only an icon: what a screen reader says for them. */
function iconButtonNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role="button"]')]
      .filter((element) => element.offsetParent !== null && element.innerText.trim() === '')
      .map((element) => {
        const labelledBy = (element.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.innerText ?? '')
          .join(' ')
          .trim();
        const label = (element as HTMLButtonElement).labels?.[0]?.innerText.trim();
        return element.getAttribute('aria-label') ?? (labelledBy || label || element.getAttribute('title') || '');
      }),
  );
}

/** The first screen is loaded, the others reached as a user would, without reloading the app. */
async function openIn(page: Page, language: Language, path: string): Promise<void> {
  const hash = path.slice(path.indexOf('#'));
  if (page.url() === 'about:blank') await page.goto(path);
  else await page.evaluate((next) => (location.hash = next), hash);
  await expect(page).toHaveURL(new RegExp(`${hash.replace(/[/#]/g, '\\$&')}$`));
  await expect(page.locator('#loading')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Labels whose text is wider than their box (cut or spilling): buttons, tabs, headings, labels
 * and menu items, the interface's own words rather than a user's content. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, [role="tab"], [role="menuitem"], h1, h2, h3, label, [role="switch"]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.offsetParent !== null && element.innerText.trim() !== '')
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'auto')
      .map((element) => `${element.tagName.toLowerCase()} "${element.innerText.trim().slice(0, 40)}" ${element.scrollWidth}>${element.clientWidth}`);
  });
}

/** Checked at desktop width as well: the scripts and directions that differ most from English. The
 * phone, where labels are tightest, checks every language. */
const WIDE_TOO: readonly Language[] = ['zh-CN', 'ja', 'de', 'ar', 'bn'];

for (const language of OFFERED_LANGUAGES.filter((code) => code !== 'en')) {
  test.describe(`${LANGUAGE_NAMES[language]} (${language})`, () => {
    test.use({ locale: language });

    test('every screen shows its text, none of it cut or spilling', { tag: '@phone' }, async ({ page, isMobile }) => {
      test.skip(!isMobile && !WIDE_TOO.includes(language), 'checked on the phone');
      const [english, own] = await Promise.all([stringsOf('en'), stringsOf(language)]);
      for (const screen of SCREENS) {
        await openIn(page, language, screen.path);
        await expect(page.getByRole('main').or(page.getByRole('complementary')).first()).toBeVisible();
        // A screen beyond the first waits for its strings: check it once it has drawn its title.
        if (screen.name !== 'chat') await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        const text = await page.locator('body').innerText();
        expect(text, `${screen.name}: a key shown instead of text`).not.toMatch(KEY_SHOWN);
        for (const sentence of ENGLISH_SENTENCES) expect(text, `${screen.name}: left in English`).not.toContain(sentence);
        // An icon button's name is all a screen reader has of it: named, and in this language.
        const names = await iconButtonNames(page);
        expect(names.filter((name) => name === ''), `${screen.name}: icon buttons without a name`).toEqual([]);
        expect(names.filter((name) => english.has(name) && !own.has(name)), `${screen.name}: icon button names left in English`).toEqual([]);
        // Polled: a screen that loads in parts may squeeze a label for a frame; one that stays cut fails.
        await expect.poll(() => overflowing(page), { message: `${screen.name}: labels cut or spilling` }).toEqual([]);
        // Pictures of the languages checked at both widths: the scripts that differ most.
        if (WIDE_TOO.includes(language)) await snap(page, `i18n-${language}-${screen.name}`);
      }
    });
  });
}

test.describe('the language from the browser', () => {
  for (const locale of ['pt-BR', 'zh-TW', 'de-AT', 'ar-EG', 'bn-BD']) {
    test(`${locale} opens in ${chooseLanguage(undefined, [locale])}`, async ({ browser, server }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(`${server.url}/#/settings`);
      const expected = chooseLanguage(undefined, [locale]);
      await expect(page.locator('html')).toHaveAttribute('lang', expected);
      await expect(page.locator('html')).toHaveAttribute('dir', directionOf(expected));
      await expect(page.getByLabel(/.+/).locator('option:checked').first()).toBeAttached();
      await context.close();
    });
  }
});
