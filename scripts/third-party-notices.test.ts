// The notice a build writes: every shipped package with its version, license and license text,
// heic-to's LGPL named with the file it lives in, and a build that merged heic-to refused.

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = new URL('./third-party-notices.mjs', import.meta.url).pathname;
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, { version: string; dev?: boolean; devOptional?: boolean }> };
const versionOf = (name: string) => lock.packages[`node_modules/${name}`]?.version;

let built: string;
afterEach(() => rmSync(built, { recursive: true, force: true }));

/** A built app whose assets are the given files, with the notice written into it. */
function build(assets: Record<string, string>): string {
  built = mkdtempSync(join(tmpdir(), 'notices-'));
  mkdirSync(join(built, 'assets'));
  for (const [file, text] of Object.entries(assets)) writeFileSync(join(built, 'assets', file), text);
  execFileSync(process.execPath, [SCRIPT, built], { stdio: 'pipe' });
  return readFileSync(join(built, 'THIRD-PARTY-NOTICES.txt'), 'utf8');
}

describe('third-party notices', () => {
  it('lists every production package with its version, license and text, and no dev tool', () => {
    const notice = build({ 'index-a1.js': 'app', 'heic-to-b2.js': '/* libheif */' });
    const shipped = Object.entries(lock.packages).filter(([path, entry]) => path !== '' && !entry.dev && !entry.devOptional);
    expect(notice).toContain(`below, listed from its package-lock.json when it was built: ${shipped.length} in all`);
    expect(notice).toContain(`\nhono ${versionOf('hono')}\nLicense: MIT\n`);
    expect(notice).toMatch(/\nhono [\d.]+\nLicense: MIT\n=+\n\nMIT License\n\nCopyright \(c\) \d{4}/);
    expect(notice).toContain(`\nheic-to ${versionOf('heic-to')}\nLicense: LGPL-3.0\n`);
    expect(notice).toContain('assets/heic-to-b2.js, loaded only when a HEIC');
    expect(notice).not.toContain('\nvitest ');
    expect(notice).not.toContain('\ntypescript ');
  });

  it('fails the build when heic-to is not a file of its own', () => {
    expect(() => build({ 'index-a1.js': 'app /* libheif */' })).toThrow(/heic-to must be a chunk of its own/);
  });
});
