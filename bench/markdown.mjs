// Markdown streaming benchmark: the parse work while a 20 KB reply grows by 20-character chunks,
// rendering the whole text again on every chunk versus splitting it into blocks and parsing only
// the blocks that changed (what the Markdown component does, its blocks being memoised).
// Parsing is the app's own renderMarkdown with its plugins (GFM, math, KaTeX), called without
// rendering. Usage: node bench/markdown.mjs [reply size in KB]
import { elapsed, importBundle } from './support.mjs';

const SIZE = Number(process.argv[2] ?? 20) * 1024;
const CHUNK = 20;
/** Parsing the whole text on every chunk takes minutes (KaTeX renders every formula again each
 * time), so that path is timed on every 16th chunk only and its total scaled up. */
const SAMPLE_EVERY = 16;

// The splitter and the plugins are the component's own modules, bundled for Node as they are.
const ENTRY = `
export { createBlockSplitter } from './src/web/components/markdown/split-blocks.ts';
export { normaliseMathDelimiters } from './src/web/components/markdown/math-delimiters.ts';
export { remarkPlugins as mathRemark, rehypePlugins as mathRehype } from './src/web/components/markdown/math-plugins.ts';
export { default as remarkGfm } from 'remark-gfm';
export { renderMarkdown } from './src/web/components/markdown/render-markdown.ts';
export { safeUrl } from './src/web/components/markdown/safe-url.ts';
`;

const lib = await importBundle('markdown', ENTRY, { loader: { '.css': 'empty' }, define: { 'process.env.NODE_ENV': '"production"' } });

const remarkPlugins = [[lib.remarkGfm, { singleTilde: false }], ...lib.mathRemark];
const rehypePlugins = lib.mathRehype;
const parse = (markdown) =>
  lib.renderMarkdown(lib.normaliseMathDelimiters(markdown), { remarkPlugins, rehypePlugins, components: {}, urlTransform: lib.safeUrl });

const SECTION = `## Section

A paragraph with **bold**, *emphasis*, \`inline code\`, a [link](https://example.com) and some
more words so that it wraps over a couple of lines, as replies usually do. Euler: $e^{i\\pi} + 1 = 0$.

- first point, with a little text
- second point, with \`code\`
  - a nested point

\`\`\`ts
export function add(a: number, b: number): number {
  return a + b;
}
\`\`\`

| Name | Value |
|------|-------|
| a    | 1     |
| b    | 2     |

$$
\\int_0^1 x^2 \\, dx = \\frac{1}{3}
$$

> A quote to finish the section.

`;
const reply = SECTION.repeat(Math.ceil(SIZE / SECTION.length)).slice(0, SIZE);

// Warm up both paths so the JIT and KaTeX's caches do not count against the first measured.
for (let end = CHUNK; end <= SECTION.length * 2; end += CHUNK) parse(reply.slice(0, end));

let wholeSampled = 0;
for (let end = CHUNK * SAMPLE_EVERY; end < reply.length + CHUNK; end += CHUNK * SAMPLE_EVERY) {
  const text = reply.slice(0, end);
  wholeSampled += elapsed(() => parse(text));
}
const whole = wholeSampled * SAMPLE_EVERY;

const split = lib.createBlockSplitter();
let previous = [];
let splitting = 0;
let blockParsing = 0;
let parsedBlocks = 0;
for (let end = CHUNK; end < reply.length + CHUNK; end += CHUNK) {
  const text = reply.slice(0, end);
  let blocks = [];
  splitting += elapsed(() => {
    blocks = split(text);
  });
  blockParsing += elapsed(() => {
    blocks.forEach((block, index) => {
      if (block === previous[index]) return;
      parse(block);
      parsedBlocks += 1;
    });
  });
  previous = blocks;
}

const steps = Math.ceil(reply.length / CHUNK);
const ms = (value) => `${value.toFixed(0)} ms`;
const byBlocks = splitting + blockParsing;
console.info(`reply ${(reply.length / 1024).toFixed(0)} KB in ${steps} chunks of ${CHUNK} characters (${previous.length} blocks at the end)`);
console.info(`whole text parsed on every chunk:   ${ms(whole)} (${(whole / steps).toFixed(2)} ms a chunk; every ${SAMPLE_EVERY}th chunk timed, scaled)`);
console.info(`only changed blocks parsed:         ${ms(byBlocks)} (${(byBlocks / steps).toFixed(2)} ms a chunk; split ${ms(splitting)}, parse ${ms(blockParsing)} over ${parsedBlocks} block parses)`);
console.info(`ratio whole / blocks:               ${(whole / byBlocks).toFixed(1)}×`);
