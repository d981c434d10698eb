// Every code name the documentation gives in backticks (an identifier, a file or a folder) must
// exist in the repository: a doc that names something renamed or removed misleads its reader.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
/** The folders whose files are the code a doc may name. */
const CODE_FOLDERS = ['src', 'native', 'tests', 'scripts', 'bench', 'public', 'docs', '.github'];
const CODE_FILE = /\.(ts|tsx|mjs|cjs|js|json|css|html|md|yml|yaml|sh|svg|png|webmanifest|c|gyp)$/;
/** Names in backticks that are not code of this repository nor of the platform: examples and
 * placeholders, commands and processes of the operating system, the system web view's own types. */
const NOT_CODE = new Set<string>(['x.ts', 'x.test.ts', 'INCR', '_IPV6', 'vmstat', 'nodejs', 'node.exe', 'url.dll', 'HttpOnly', 'instance.sock', 'shell-state.json', 'WebKitWebProcess', 'WebKitNetworkProcess', 'WebKitWebView', 'WebKitUserMediaPermissionRequest', 'modulepreload']);
/** The example provider docs/PROVIDERS.md adds, and the names it would have. */
const EXAMPLE = /acme/i;
/** A commit, named by its short hash. */
const COMMIT = /^[0-9a-f]{7,40}$/;
/** What a build or a test run writes, and what an installed package holds: not in the repository. */
const NOT_IN_REPOSITORY = /^(dist|test-results|desktop-web|desktop|packaging|\/usr)\//;
/** Environment variables: the server's are read by name in its configuration. */
const ENV_NAME = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;
/** The platform's names (the DOM, Node, React, Playwright, the Markdown parser, the list virtualiser,
 * the DevTools protocol) are
 * looked up in their type declarations. */
const PLATFORM_TYPES = [
  'node_modules/typescript/lib/lib.dom.d.ts',
  'node_modules/typescript/lib/lib.es5.d.ts',
  'node_modules/playwright-core/types/types.d.ts',
  'node_modules/playwright-core/types/protocol.d.ts',
  'node_modules/@types/react/index.d.ts',
  'node_modules/@types/react-dom/index.d.ts',
  'node_modules/mdast-util-from-markdown/index.d.ts',
  'node_modules/micromark-util-combine-extensions/index.d.ts',
  'node_modules/@tanstack/virtual-core/dist/esm/index.d.ts',
  ...readdirSync(join(ROOT, 'node_modules/@types/node'))
    .filter((name) => name.endsWith('.d.ts'))
    .map((name) => `node_modules/@types/node/${name}`),
];

function filesUnder(folder: string): string[] {
  const out: string[] = [];
  let entries;
  try {
    entries = readdirSync(join(ROOT, folder), { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.name === 'node_modules' || entry.name === 'recorded') continue;
    if (entry.isDirectory()) out.push(`${path}/`, ...filesUnder(path));
    else out.push(path);
  }
  return out;
}

const repoFiles = [...CODE_FOLDERS.map((folder) => `${folder}/`), ...CODE_FOLDERS.flatMap(filesUnder), ...readdirSync(ROOT).filter((name) => CODE_FILE.test(name))];
const repoNames = new Set(repoFiles.map((path) => basename(path) + (path.endsWith('/') ? '/' : '')));

/** The source's code with its comments left out, so that a name only a comment mentions does not count. */
const source = repoFiles
  .filter((path) => /\.(ts|tsx|mjs|cjs|js|c)$/.test(path))
  .map((path) =>
    readFileSync(join(ROOT, path), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, ' ')
      .replace(/(^|\s)\/\/.*$/gm, '$1'),
  )
  .join('\n');
const platform = PLATFORM_TYPES.map((path) => {
  try {
    return readFileSync(join(ROOT, path), 'utf8');
  } catch {
    return '';
  }
}).join('\n');
const serverConfig = repoFiles
  .filter((path) => /^src\/server\/config[^/]*\.ts$/.test(path))
  .map((path) => readFileSync(join(ROOT, path), 'utf8'))
  .join('\n');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Present as a token of code: not part of a longer name, a hyphenated word or a path. */
const token = (name: string) => new RegExp(`(?<![\\w$\\-/])${escape(name)}(?![\\w$\\-/])`);
const inSource = (name: string) => token(name).test(source) || token(name).test(platform);

const IDENTIFIER = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*(\(\))?$/;
const PATH = /^(\.{0,2}\/)?[\w.@-]+(\/[\w.@-]+)*\/?$/;

/** The problem with one name in backticks, or null when it is fine or not a code name. */
function problemWith(name: string): string | null {
  if (NOT_CODE.has(name) || EXAMPLE.test(name) || COMMIT.test(name) || NOT_IN_REPOSITORY.test(name)) return null;
  const looksLikeFile = PATH.test(name) && (CODE_FILE.test(name) || name.endsWith('/') || CODE_FOLDERS.some((f) => name.startsWith(`${f}/`)));
  if (looksLikeFile) {
    if (name.startsWith('../')) return `${name} is outside the repository`;
    const bare = name.replace(/^\.\//, '');
    const folder = bare.endsWith('/') ? bare : `${bare}/`;
    const found = bare.includes('/')
      ? repoFiles.some((path) => [bare, folder].some((wanted) => path === wanted || path.endsWith(`/${wanted}`)))
      : repoNames.has(bare) || repoNames.has(folder);
    return found ? null : `no file ${name}`;
  }
  if (!IDENTIFIER.test(name)) return null;
  if (ENV_NAME.test(name) && serverConfig.includes(name)) return null;
  const code = name.replace(/\(\)$/, '');
  return code.split('.').every(inSource) ? null : `no ${code} in the source`;
}

/** A dated record (BENCHMARKS.md's history) tells what the code was then: only the text above it
 * speaks of the code as it is. */
const HISTORY = /^## History$[\s\S]*/m;

const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

describe('names in the documentation', () => {
  it.each(DOCS)('%s names only what exists', (doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8').replace(HISTORY, '').replace(/```[\s\S]*?```/g, '');
    const problems = [...text.matchAll(/`([^`\n]+)`/g)].map(([, name]) => problemWith(name!.trim())).filter((problem) => problem !== null);
    expect([...new Set(problems)], relative(ROOT, join(ROOT, doc))).toEqual([]);
  });
});
