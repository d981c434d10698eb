// The Node version the project needs is stated in package.json's engines, and the README and
// docs/DESKTOP.md say the same. webview-napi declares a newer Node than the project does, yet the
// desktop app runs on the older one (its tests open the window under it); the docs say both, so
// an update of webview-napi that changes what it declares shows here.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const engineOf = (path: string) => (JSON.parse(read(path)) as { engines: { node: string } }).engines.node;

/** "20.19" from ">=20.19", "24" from ">= 24". */
function lowest(range: string): string {
  const match = /^>=\s*(\d+(?:\.\d+)*)$/.exec(range.trim());
  if (!match?.[1]) throw new Error(`Not a lower bound: ${range}`);
  return match[1];
}

/** A section of a Markdown file, from its heading to the next heading of its level. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`No section ${heading}`);
  const level = heading.split(' ')[0];
  const end = markdown.indexOf(`\n${level} `, start + heading.length + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

describe('the Node version', () => {
  const project = lowest(engineOf('package.json'));
  const webview = lowest(engineOf('node_modules/webview-napi/package.json'));
  const requirements = section(read('README.md'), '## Requirements');
  const desktop = read('docs/DESKTOP.md');

  it("is the README's requirement", () => {
    expect(requirements).toContain(`Node.js ${project} or newer`);
  });

  it("is stated with webview-napi's own declaration in the README and docs/DESKTOP.md", () => {
    for (const text of [requirements, desktop]) {
      expect(text).toContain(`Node.js ${project}`);
      expect(text).toContain(`declares Node ${webview}`);
    }
  });
});
