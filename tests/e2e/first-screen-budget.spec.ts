// The first screen's JavaScript budget (issue 39): what the chat screen needs before it can be drawn
// (the entry chunk, every chunk it imports statically, directly or not, and the language's
// first-screen strings) weighs at most 135 KB gzip in every language. Counted as bench/startup.mjs
// and docs/BENCHMARKS.md count it, from the build every other spec runs against.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { OFFERED_LANGUAGES } from '../../src/web/i18n/languages';

/** The budget, in bytes of gzip at its strongest level (-9). */
const FIRST_SCREEN_MAX_GZIP_BYTES = 135 * 1024;
/** The strongest gzip level, as a server that compresses ahead of time uses. */
const GZIP_LEVEL = 9;
const WEB = join(import.meta.dirname, '..', '..', 'dist', 'web');

const read = (file: string) => readFileSync(join(WEB, file));
const gzipBytes = (file: string) => gzipSync(read(file), { level: GZIP_LEVEL }).length;

/** The entry chunk and the chunks it imports statically, transitively (not those it imports with import()). */
function entryChunks(): string[] {
  const html = read('index.html').toString();
  const entry = /<script type="module"[^>]*src="\.\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html names no entry script');
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = read(file).toString();
    for (const [, name] of code.matchAll(/(?:^|[;}\s])import\s*(?:[^'"`()]*?from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g)) walk(`assets/${name}`);
  };
  walk(entry);
  return [...seen];
}

/** The chunk of a language's first-screen strings, as the entry's table of them names it. */
function tableChunk(entryCode: string, language: string): string {
  const key = `"./resources/${language}/index.ts"`;
  const at = entryCode.indexOf(key);
  const chunk = at === -1 ? undefined : /\.\/([\w-]+\.js)/.exec(entryCode.slice(at + key.length))?.[1];
  if (!chunk) throw new Error(`the entry names no first-screen table for ${language}`);
  return `assets/${chunk}`;
}

test('the first screen\'s JavaScript weighs at most 135 KB gzip in each of the 19 languages', () => {
  const chunks = entryChunks();
  const shared = chunks.reduce((sum, file) => sum + gzipBytes(file), 0);
  const entryCode = chunks.map((file) => read(file).toString()).join('\n');
  const weights = Object.fromEntries(OFFERED_LANGUAGES.map((language) => [language, shared + gzipBytes(tableChunk(entryCode, language))]));
  expect(Object.keys(weights)).toHaveLength(19);
  const over = Object.entries(weights).filter(([, bytes]) => bytes > FIRST_SCREEN_MAX_GZIP_BYTES);
  expect(over.map(([language, bytes]) => `${language}: ${(bytes / 1024).toFixed(2)} KB`)).toEqual([]);
});
