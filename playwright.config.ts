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

/** The specs that run again at phone width: layout and navigation, where the phone has its own
 * paths (the chat list as a screen, Back buttons, sheets) and its own overflow. The others (streams,
 * errors, export, sync, search, providers' wire formats) run once, at desktop width: the screen
 * size changes nothing in them, and running them twice cost a third of the suite's time. */
const PHONE_SPECS = [
  'accessibility',
  'appearance',
  'artifacts',
  'chat-input',
  'chat-messages',
  'chat-preset',
  'i18n-screens',
  'masks-chat',
  'masks-list',
  'model-picker',
  'persistence',
  'plugins-screen',
  'providers',
  'rtl-layout',
  'sd-panel',
  'sessions',
  'settings-screen',
  'shares',
  'shell',
  'sidebar',
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
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', testMatch: PHONE_SPECS.map((spec) => `**/${spec}.spec.ts`), use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
});
