// npm test: install what is missing (Chromium, redis-server and rclone included), then lint, type-check, check the
// dependency arrows, run unit and server tests, build, and run the end-to-end tests.
// Each step prints its wall time when it finishes, then the total; the last line is
// "N passed, N failed, N skipped" summing every test runner (skipped counts vitest's skipped and
// todo tests and Playwright's skipped ones). The exit code is 1 when a step or a test failed.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

// apt first: the desktop app's native module, built by ensure-deps, needs its compiler.
execSync('node scripts/ensure-apt.mjs', { stdio: 'inherit' });
execSync('node scripts/ensure-deps.mjs', { stdio: 'inherit' });

const reports = 'test-results/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const failures = [];
const times = [];
/** Counts a finished step: its outcome, and its time in the closing summary. */
function finished(name, ok, stepStarted) {
  if (!ok) failures.push(name);
  times.push(`${name} ${seconds(stepStarted)}`);
  console.info(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(stepStarted)}`);
}

function step(name, command, args) {
  console.info(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const stepStarted = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  finished(name, result.status === 0, stepStarted);
}

/** Runs the steps at once (each mostly one core's work) and prints each one's output whole when it
 * ends, so that the outputs do not interleave. */
async function stepsTogether(list) {
  const groupStarted = performance.now();
  await Promise.all(
    list.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const stepStarted = performance.now();
          let output = '';
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            console.info(`\n=== ${name}: ${command} ${args.join(' ')}\n${output.trimEnd()}`);
            finished(name, code === 0, stepStarted);
            resolve();
          });
        }),
    ),
  );
  console.info(`=== ${list.map(([name]) => name).join(', ')}: together in ${seconds(groupStarted)}`);
}

const bin = (name) => `node_modules/.bin/${name}`;
// The static checks side by side: 36 s together against 42 s one after another on two cores.
await stepsTogether([
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  ['types', bin('tsc'), ['-p', 'tsconfig.json']],
  ['arrows', bin('depcruise'), ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err']],
  // Unused files, exports and dependencies fail the run, so dead code cannot come back.
  ['dead code', bin('knip'), ['--no-progress']],
]);
step('unit', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`]);
step('build', 'npm', ['run', 'build', '--silent']);
// The desktop app's interface (BUILD_MODE=desktop) for tests/desktop.
step('build desktop', 'npm', ['run', 'build:desktop', '--silent']);
step('e2e', bin('playwright'), ['test']);

let passed = 0;
let failed = 0;
let skipped = 0;
const vitestReport = `${reports}/vitest.json`;
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
const e2eReport = `${reports}/playwright.json`;
if (existsSync(e2eReport)) {
  const stats = JSON.parse(readFileSync(e2eReport, 'utf8')).stats;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}
if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.info(`\nStep times: ${times.join(', ')}; total ${seconds(started)}`);
console.info(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
