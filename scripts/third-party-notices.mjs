// Writes THIRD-PARTY-NOTICES.txt into a built app (dist/web by default): every package that ships
// with PolyChat, read from package-lock.json (the production dependencies of the web app, the
// server and the desktop shell, with everything they pull in), each with its version, its license
// and the license text the package carries. Run by `npm run build`.

import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const outDir = resolve(ROOT, process.argv[2] ?? 'dist/web');
const NOTICE_FILE = 'THIRD-PARTY-NOTICES.txt';
/** Files in which packages keep their license text. */
const LICENSE_FILE = /^(licen[cs]e|copying|notice)([.-].*)?$/i;
/** The one dependency under a copyleft license; it must stay a file of its own, loaded on demand. */
const LGPL_PACKAGE = 'heic-to';

const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));

/** Name, version and license of every package npm installs without the dev dependencies. A
 * devOptional package (typescript, type definitions) is a dev tool that a production package would
 * only optionally use; none ships. */
function shippedPackages() {
  const packages = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.dev || entry.devOptional || entry.link) continue;
    const dir = join(ROOT, path);
    const manifest = existsSync(join(dir, 'package.json')) ? JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) : {};
    const name = manifest.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    packages.push({ name, version: entry.version, license: entry.license ?? licenseOf(manifest), dir });
  }
  return packages.sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** A manifest's license, in either of the forms npm has used. */
function licenseOf(manifest) {
  if (typeof manifest.license === 'string') return manifest.license;
  if (manifest.license?.type) return manifest.license.type;
  if (Array.isArray(manifest.licenses)) return manifest.licenses.map((entry) => entry.type ?? entry).join(' OR ');
  return 'not stated';
}

function licenseTexts(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => LICENSE_FILE.test(file))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8').trim());
}

/** The built file that holds heic-to. It must be one file of its own: a build that merged it into
 * the app's code would break the terms the notice states, so the build fails instead. */
function lgplChunk() {
  const assets = join(outDir, 'assets');
  const holders = readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('libheif'));
  if (holders.length !== 1 || !holders[0].startsWith(`${LGPL_PACKAGE}-`)) {
    throw new Error(`${LGPL_PACKAGE} must be a chunk of its own, but the build puts its code in: ${holders.join(', ') || 'no file'}`);
  }
  return holders[0];
}

const packages = shippedPackages();
const chunk = lgplChunk();
const rule = '='.repeat(78);
const parts = [
  'PolyChat: third-party software',
  '',
  'PolyChat is released under the MIT License (see LICENSE in its source). It ships the packages',
  `below, listed from its package-lock.json when it was built: ${packages.length} in all, each with its`,
  'version, its license and the license text it carries.',
  '',
  `${LGPL_PACKAGE} is under the GNU Lesser General Public License 3.0. It is not part of the app's`,
  `own code: it is a separate file, assets/${chunk}, loaded only when a HEIC`,
  `picture is attached, and may be replaced by another build of ${LGPL_PACKAGE} with the same`,
  'interface. Its source is at https://github.com/hoppergee/heic-to and in the npm package of the',
  'version named below.',
];
for (const { name, version, license, dir } of packages) {
  parts.push('', rule, `${name} ${version}`, `License: ${license}`, rule);
  const texts = licenseTexts(dir);
  parts.push('', ...(texts.length > 0 ? texts.flatMap((text) => [text, '']) : ['(The package carries no license text of its own.)', '']));
}
writeFileSync(join(outDir, NOTICE_FILE), parts.join('\n'));
console.log(`${NOTICE_FILE}: ${packages.length} packages, ${LGPL_PACKAGE} in assets/${chunk}`);
