import { defineConfig } from '@playwright/test';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  // CI shares two cores between the browser, the server and the fakes: give assertions room.
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/reports/playwright.json' }]],
  use: {
    // Debian's old headless shell, the build Playwright itself runs headless tests in: the same Blink
    // and V8 as the browser, without its GPU, audio and other service processes. A suite run on it
    // took half the time of the full browser's headless mode on two cores (docs/BENCHMARKS.md).
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: CHROMIUM_FLAGS },
    trace: 'off',
  },
  projects: [
    // The desktop app in its own window on a virtual display (tests/desktop): no Playwright page.
    // First, so that its packages are built while the other worker runs browser tests rather than
    // at the end with one worker idle.
    { name: 'desktop-app', testDir: 'tests/desktop' },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // The tests tagged @phone run again at phone width: layout and navigation, where the phone has its
    // own paths (the chat list as a screen, Back buttons, sheets) and its own overflow, plus each
    // screen's 390 px picture. The rest (streams, errors, export, sync, providers' wire formats,
    // the logic behind every button) runs once: the screen size changes nothing in it.
    { name: 'phone', grep: /@phone/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
});
