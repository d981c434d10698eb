import { test as base, expect, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './server';

interface WorkerFixtures {
  server: RunningServer;
}

/** Every worker runs its own server, so tests in parallel never share a port or state on it. */
/** The browser's report of what the Content-Security-Policy refused ("Refused to execute inline
 * script…", "Refused to evaluate…"). */
const CSP_REPORT = /Content Security Policy|Refused to (load|execute|evaluate|apply|create|frame|connect)/;

export const test = base.extend<{ app: Page }, WorkerFixtures>({
  // Every test runs under the app's Content-Security-Policy and fails if anything it did was
  // refused by it: a screen that works only without the policy is broken in production.
  context: async ({ context }, use) => {
    const refused: string[] = [];
    const watch = (page: Page) => page.on('console', (message) => {
      if (message.type() === 'error' && CSP_REPORT.test(message.text())) refused.push(message.text());
    });
    context.pages().forEach(watch);
    context.on('page', watch);
    await use(context);
    expect(refused, 'refused by the Content-Security-Policy').toEqual([]);
  },
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  app: async ({ page }, use) => {
    await page.goto('/');
    await expect(page.locator('#loading')).toHaveCount(0);
    await use(page);
  },
});

export { expect };

/** Screenshots go to screenshots/, named after the viewport project, to be looked at. */
export async function snap(page: Page, name: string): Promise<void> {
  const project = test.info().project.name;
  // Transitions (theme colours, dialog fade-in) are finished at once: the picture shows the resting state.
  await page.screenshot({ path: `screenshots/${project}/${name}.png`, animations: 'disabled' });
}

/** Settings are written to IndexedDB asynchronously: before a reload or a navigation, wait until
 * the stored record of `name` (config, access …) contains `fragment`. */
export async function waitForStoredSetting(page: Page, name: string, fragment: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (key) =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open('polychat');
            open.onsuccess = () => {
              const request = open.result.transaction('settings').objectStore('settings').get(key);
              request.onsuccess = () => {
                resolve(JSON.stringify(request.result ?? null));
                open.result.close();
              };
            };
          }),
        name,
      ),
    )
    .toContain(fragment);
}
