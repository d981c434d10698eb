// Prompt search (the '/' menu of the chat input): builds the app's fuse.js searcher
// (src/web/screens/prompts/prompt-index.ts, bundled as it is) over generated prompts and times
// building it plus one query, the work the first '/' keystroke does. The unit test checks only
// that the search finds the right prompts; how fast it is, is this figure.
// Usage: node bench/prompts.mjs [prompts] [runs]   (defaults: 5000 prompts, 7 runs)
import { ascending, importBundle, median, percentile } from './support.mjs';

const args = process.argv.slice(2).map(Number);
const PROMPTS = args[0] || 5000;
const RUNS = args[1] || 7;

const lib = await importBundle('prompts', `export { createPromptSearcher } from './src/web/screens/prompts/prompt-index.ts';`);

const prompts = Array.from({ length: PROMPTS }, (_, i) => ({
  id: String(i),
  title: `Prompt number ${i}`,
  content: `Content of prompt ${i} about topic ${i % 50}`,
  createdAt: 1,
  isUser: true,
}));

const times = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const hits = lib.createPromptSearcher(prompts)('topic 42', 30);
  times.push(performance.now() - started);
  if (hits.length === 0) throw new Error('the search found nothing: the benchmark measures a broken searcher');
}
const sorted = ascending(times);
console.info(`prompt search, ${PROMPTS} prompts, build + first query of "topic 42" (limit 30), ${RUNS} runs`);
console.info(`first (cold) ${times[0].toFixed(1)} ms; median ${median(times).toFixed(1)} ms, p90 ${percentile(sorted, 0.9).toFixed(1)} ms, min ${sorted[0].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`);
