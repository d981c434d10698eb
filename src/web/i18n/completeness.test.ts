// Every offered language against English: every key there, the same placeholders, every plural
// form its language's rules use, and no string left in English unless it is a name every language
// keeps or made only of the language's reviewed loanwords (same-as-english.ts).

import { describe, expect, it } from 'vitest';
import { locale as englishFirstScreen } from './resources/en';
import { locale as englishReply } from './resources/en/reply';
import { locale as englishScreens } from './resources/en/screens';
import { OFFERED_LANGUAGES } from './languages';
import { GLOSSARY_TERMS, type Glossary } from './glossary';
import { LOANWORDS_EVERYWHERE, SAME_EVERYWHERE } from './same-as-english';
import { namespacesOf, TABLE_FILES } from './namespaces';

type Table = { locale: object };
// Each language's tables (index.ts, reply.ts, screens.ts) are typed by English's, so a missing key
// is a compile error too; this checks what types cannot (empty strings, placeholders, plurals).
const TABLES = import.meta.glob<Table>('./resources/*/{index,reply,screens}.ts', { eager: true });
const tableOf = (language: string, file: string) => TABLES[`./resources/${language}/${file}.ts`]?.locale;
const TRANSLATED_LANGUAGES = [...new Set(Object.keys(TABLES).map((path) => path.split('/')[2] ?? ''))].filter((code) => code !== 'en');
const languageBundle = (language: string) => Object.assign({}, ...Object.values(TABLE_FILES).map((file) => tableOf(language, file))) as object;

const english = { ...englishFirstScreen, ...englishReply, ...englishScreens };

const loanwordLists = import.meta.glob<{ loanwords: readonly string[] }>('./resources/*/same-as-english.ts', { eager: true });
const glossaries = import.meta.glob<{ glossary: Glossary }>('./resources/*/glossary.ts', { eager: true });


type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of leaves(value, path)) out.set(inner, text);
  }
  return out;
}

/** The words of a string in lower case, placeholders left out; a string of signs and numbers has
 * none, and is the same in every language. */
const wordsOf = (text: string) => (text.replace(/\{\{[^}]*\}\}/g, '').match(/[\p{L}\p{N}]*\p{L}[\p{L}\p{N}]*/gu) ?? []).map((word) => word.toLowerCase());
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

const reference = leaves(english as unknown as Tree);
const complete = TRANSLATED_LANGUAGES;

it('offers exactly the languages that have their strings', () => {
  expect([...OFFERED_LANGUAGES].filter((code) => code !== 'en').sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
});

it('keeps each namespace in the table namespaces.ts names, in every language', () => {
  for (const language of ['en', ...TRANSLATED_LANGUAGES]) {
    for (const [table, file] of Object.entries(TABLE_FILES)) {
      const expected = [...namespacesOf(table as keyof typeof TABLE_FILES)].sort();
      expect(Object.keys(tableOf(language, file) ?? {}).sort(), `${language}/${file}.ts`).toEqual(expected);
    }
  }
});

describe.each(complete)('%s', (language) => {
  it('has every English string, with the same placeholders, and only keys English has', () => {
    const translated = leaves(languageBundle(language) as unknown as Tree);
    const missing = [...reference.keys()].filter((key) => !PLURAL.test(key) && !translated.get(key)?.trim());
    expect(missing).toEqual([]);
    const bases = new Set([...reference.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
    const unknown = [...translated.keys()].filter((key) => !reference.has(key) && !(PLURAL.test(key) && bases.has(key.replace(PLURAL, ''))));
    expect(unknown).toEqual([]);
    const wrongPlaceholders = [...translated].filter(([key, text]) => {
      const source = reference.get(key) ?? reference.get(key.replace(PLURAL, '_other'));
      // A language may drop {{count}} from a form where the number is implied ("one message").
      return source !== undefined && placeholders(text).join() !== placeholders(source).join() && !(PLURAL.test(key) && placeholders(source).filter((name) => name !== 'count').join() === placeholders(text).filter((name) => name !== 'count').join());
    });
    expect(wrongPlaceholders.map(([key]) => key)).toEqual([]);
  });

  it('has every plural form its language uses', () => {
    const translated = leaves(languageBundle(language) as unknown as Tree);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const bases = new Set([...reference.keys()].filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length)));
    const missing = [...bases].flatMap((base) => categories.filter((category) => !translated.get(`${base}_${category}`)?.trim()).map((category) => `${base}_${category}`));
    expect(missing).toEqual([]);
  });

  it('leaves no string in English but names every language keeps and its reviewed loanwords', () => {
    const translated = leaves(languageBundle(language) as unknown as Tree);
    const loanwords = new Set([...LOANWORDS_EVERYWHERE, ...(loanwordLists[`./resources/${language}/same-as-english.ts`]?.loanwords ?? [])]);
    const same = [...translated].filter(([key, text]) => reference.get(key) === text && !SAME_EVERYWHERE.includes(key) && !wordsOf(text).every((word) => loanwords.has(word)));
    expect(same.map(([key, text]) => `${key} = ${text}`)).toEqual([]);
  });

  it('lists only loanwords it still has in a string identical to English', () => {
    const translated = leaves(languageBundle(language) as unknown as Tree);
    const used = new Set([...translated].filter(([key, text]) => reference.get(key) === text).flatMap(([, text]) => wordsOf(text)));
    const listed = loanwordLists[`./resources/${language}/same-as-english.ts`]?.loanwords ?? [];
    expect(listed.filter((word) => !used.has(word))).toEqual([]);
  });

  it('uses its glossary word wherever the English string has the term', () => {
    const glossary = glossaries[`./resources/${language}/glossary.ts`]?.glossary;
    expect(glossary, `resources/${language}/glossary.ts`).toBeDefined();
    const translated = leaves(languageBundle(language) as unknown as Tree);
    const misses: string[] = [];
    for (const term of GLOSSARY_TERMS) {
      const entry = glossary![term];
      const words = [entry.text, ...(entry.also ?? [])].map((word) => word.toLowerCase());
      const inEnglish = new RegExp(`\\b${term}s?\\b`, 'i');
      for (const [key, source] of reference) {
        const text = translated.get(key);
        // A placeholder's name ({{prompt}}) is not the word.
        if (!text || !inEnglish.test(source.replace(/\{\{[^}]*\}\}/g, '')) || entry.except?.includes(key)) continue;
        if (!words.some((word) => text.toLowerCase().includes(word))) misses.push(`${term}: ${key}`);
      }
    }
    expect(misses, misses.map((miss) => `${miss} = ${translated.get(miss.split(': ')[1]!)}`).join('\n')).toEqual([]);
  });
});
