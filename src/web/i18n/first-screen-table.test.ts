// The first screen's JavaScript is the same code in every language plus that language's first-screen
// table (resources/<language>/index.ts), so the table is what decides whether the largest languages
// stay within the first screen's budget as English does. It holds only what the first screen draws.

import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { OFFERED_LANGUAGES } from './languages';

/** The most a language's first-screen strings may weigh, gzip: with the first screen's code as it
 * is (about 132.5 KB of the 135 KB its JavaScript may weigh, docs/BENCHMARKS.md), 2.25 KB leaves
 * every language a quarter of a kilobyte under. The input's actions are drawn with the first
 * screen's words (inputActions), so that drawing them fetches no later table. Strings a later part
 * draws belong in a later table. */
const FIRST_SCREEN_TABLE_MAX_GZIP_BYTES = 2304;

const TABLES = import.meta.glob<{ locale: object }>('./resources/*/index.ts', { eager: true });

it('keeps every language\'s first-screen strings within their share of the first screen', () => {
  const heavy = OFFERED_LANGUAGES.map((language) => {
    const table = TABLES[`./resources/${language}/index.ts`]?.locale;
    return { language, bytes: gzipSync(JSON.stringify(table)).length };
  }).filter(({ bytes }) => bytes > FIRST_SCREEN_TABLE_MAX_GZIP_BYTES);
  expect(heavy).toEqual([]);
});
