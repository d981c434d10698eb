// The settings screen in the languages whose "Artifacts" row was left in English: no title or other
// line of it may be an English string unless it is a name every language keeps or made only of the
// language's reviewed loanwords (the rule of src/web/i18n/completeness.test.ts, on the screen).

import type { Language } from '../../src/web/i18n/languages';
import { TABLE_FILES } from '../../src/web/i18n/namespaces';
import { LOANWORDS_EVERYWHERE, SAME_EVERYWHERE } from '../../src/web/i18n/same-as-english';
import { expect, snap, test } from './support/fixtures';

type Tree = { [key: string]: string | Tree };

async function tablesOf(language: Language): Promise<Map<string, string>> {
  const strings = new Map<string, string>();
  const collect = (tree: Tree, prefix: string): void => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') strings.set(`${prefix}${key}`, value);
      else collect(value, `${prefix}${key}.`);
    }
  };
  for (const file of Object.values(TABLE_FILES)) collect(((await import(`../../src/web/i18n/resources/${language}/${file}.ts`)) as { locale: Tree }).locale, '');
  return strings;
}

async function loanwordsOf(language: Language): Promise<Set<string>> {
  const own = await import(`../../src/web/i18n/resources/${language}/same-as-english.ts`).then(
    (module: { loanwords: readonly string[] }) => module.loanwords,
    () => [],
  );
  return new Set([...LOANWORDS_EVERYWHERE, ...own]);
}

const wordsOf = (text: string) => (text.match(/[\p{L}\p{N}]*\p{L}[\p{L}\p{N}]*/gu) ?? []).map((word) => word.toLowerCase());

for (const language of ['zh-CN', 'zh-TW', 'tr', 'vi'] as const) {
  test.describe(language, { tag: '@phone' }, () => {
    test.use({ locale: language });

    test('the settings screen shows no title left in English', async ({ page }) => {
      const english = await tablesOf('en');
      const names = new Set(SAME_EVERYWHERE.map((key) => english.get(key)));
      const englishTexts = new Set([...english.values()].filter((text) => !names.has(text)));
      const loanwords = await loanwordsOf(language);
      await page.goto('/#/settings');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const artifacts = page.getByRole('switch', { name: (await tablesOf(language)).get('settingsPage.artifacts.title'), exact: true });
      await expect(artifacts).toBeVisible();
      const lines = (await page.getByRole('main').innerText()).split('\n').map((line) => line.trim());
      const leftInEnglish = lines.filter((line) => englishTexts.has(line) && !wordsOf(line).every((word) => loanwords.has(word)));
      expect(leftInEnglish).toEqual([]);
      await artifacts.scrollIntoViewIfNeeded();
      await snap(page, `settings-artifacts-${language}`);
    });
  });
}
