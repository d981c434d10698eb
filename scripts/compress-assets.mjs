// Writes a Brotli and a gzip copy beside every text file of the built web app, which the server
// sends to browsers that accept them (src/server/routes/static.ts). Compressed once at build time
// at the strongest settings, rather than on every request: a phone on a slow link downloads about
// a third of the bytes.
// Usage: node scripts/compress-assets.mjs <folder>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What compresses: scripts, styles, the page, data and vector pictures (not PNG, fonts in WOFF2 …). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;
/** Brotli's strongest level is slow on the largest lazy chunks (heic-to's 3 MB): they get a level
 * that takes a tenth of the time for about 5 % more bytes. */
const LARGE_FILE_BYTES = 1024 * 1024;
const LARGE_FILE_QUALITY = 9;

function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const folder = process.argv[2];
if (!folder) throw new Error('Usage: node scripts/compress-assets.mjs <folder>');
let before = 0;
let after = 0;
for (const path of filesUnder(folder)) {
  if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
  const bytes = readFileSync(path);
  const quality = bytes.length > LARGE_FILE_BYTES ? LARGE_FILE_QUALITY : constants.BROTLI_MAX_QUALITY;
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  before += bytes.length;
  after += brotli.length;
}
console.info(`compressed ${folder}: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB in Brotli`);
