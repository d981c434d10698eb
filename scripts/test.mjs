// npm test: install what is missing (Chromium included), then lint, type-check, check the
// dependency arrows, run unit and server tests, build, and run the end-to-end tests.
// It ends with one line "N passed, N failed" summing every test runner.
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

execSync('node scripts/ensure-deps.mjs', { stdio: 'inherit' });
execSync('node scripts/ensure-chromium.mjs', { stdio: 'inherit' });
execSync('node scripts/ensure-redis.mjs', { stdio: 'inherit' });

const reports = 'test-results/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const failures = [];
function step(name, command, args) {
  console.info(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  if (result.status !== 0) failures.push(name);
}

const bin = (name) => `node_modules/.bin/${name}`;
step('lint', bin('eslint'), ['--max-warnings=0', '.']);
step('types', bin('tsc'), ['-p', 'tsconfig.json']);
step('arrows', bin('depcruise'), ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err']);
step('unit', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`]);
step('build', 'npm', ['run', 'build', '--silent']);
step('e2e', bin('playwright'), ['test']);

let passed = 0;
let failed = 0;
const vitestReport = `${reports}/vitest.json`;
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
const e2eReport = `${reports}/playwright.json`;
if (existsSync(e2eReport)) {
  const stats = JSON.parse(readFileSync(e2eReport, 'utf8')).stats;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.info(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
