import { test as base, expect, type Page } from '@playwright/test';
import { createPluginApi, type PluginApi } from '../../fakes/plugin-api.mjs';
import { SERVER_KEYS, fakeEnv, startFake } from '../../fakes/harness';
import type { FakeProviders } from '../../fakes/server.mjs';
import { createShareService, type ShareService } from '../../fakes/share-service.mjs';
import { startServer, type RunningServer } from './server';
import { startSyncServices, type SyncServices } from './sync-services';
import { startWebSearchServers, type WebSearchServers } from '../../support/web-search-servers.mjs';

/** The model the chat tests talk to, on the fake provider. */
export const CHAT_MODEL = 'gpt-4o-mini';

export type Fake = FakeProviders & { url: string };

interface TestFixtures {
  app: Page;
  /** The server this test's pages load: `appServer`, or another the spec file picks. */
  server: RunningServer;
}

/**
 * Every worker runs its own servers, so tests in parallel never share a port or state on them. Each
 * starts when a test first asks for it. All of them are declared here, in one place, because
 * Playwright gives a worker to one set of worker fixtures: a spec file that declared its own would
 * make every switch between it and the others start a new worker, a browser and servers (2–5 s).
 */
interface WorkerFixtures {
  /** The app's server with no provider behind it. */
  appServer: RunningServer;
  /** The fake of every provider (tests/fakes/server.mjs). */
  fake: Fake;
  /** The app's server with every provider pointed at the fake, OpenAI's `CHAT_MODEL` by default. */
  chatServer: RunningServer;
  /** A small plugin API the fake model can call (tests/fakes/plugin-api.mjs). */
  pluginApi: PluginApi & { url: string };
  /** A ShareGPT-style sharing service (tests/fakes/share-service.mjs). */
  shareService: ShareService & { url: string };
  /** `chatServer` that shares chats to `shareService`. */
  shareServer: RunningServer;
  /** `chatServer` whose drawing category (provider group 4) points at the fake, DALL·E 3 by default. */
  imageServer: RunningServer;
  /** The sync targets: WebDAV, Upstash on Redis, and a failing WebDAV (support/sync-services.ts). */
  syncServices: SyncServices;
  /** `chatServer` whose relays may reach `syncServices` (loopback targets must be listed). */
  syncServer: RunningServer;
  /** A SearXNG-shaped search service and the local pages its results point at. */
  webSearchServices: WebSearchServers;
  /** The app's server searching with `webSearchServices` (reading loopback pages is allowed), its
   * default model `WEB_SEARCH_MODEL`, which takes no tools. */
  webSearchServer: RunningServer;
}

/** A model the fake answers that is not offered tools, so the app searches before it answers. */
const WEB_SEARCH_MODEL = 'plain-chat';

/** Every provider pointed at the fake with the server's keys, `CHAT_MODEL` the default model. */
const chatEnv = (fake: Fake) => ({ ...fakeEnv(fake.url), DEFAULT_MODEL: `${CHAT_MODEL}@OpenAI` });

/** Starts the built server with `env` for the worker's tests, and stops it after the last. */
async function serveWorker(env: Record<string, string>, use: (server: RunningServer) => Promise<void>): Promise<void> {
  const server = await startServer(env);
  await use(server);
  await server.stop();
}

/** Starts a fake service (plugin API, share service) on a free port for the worker's tests, with
 * its address, and closes it after the last. */
async function listenWorker<T extends { listen: () => Promise<{ url: string }>; close: () => Promise<void> }>(
  service: T,
  use: (running: T & { url: string }) => Promise<void>,
): Promise<void> {
  const { url } = await service.listen();
  await use(Object.assign(service, { url }));
  await service.close();
}

/** The browser's report of what the Content-Security-Policy refused ("Refused to execute inline
 * script…", "Refused to evaluate…"). */
const CSP_REPORT = /Content Security Policy|Refused to (load|execute|evaluate|apply|create|frame|connect)/;

export const test = base.extend<TestFixtures, WorkerFixtures>({
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
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => serveWorker({}, use),
    { scope: 'worker' },
  ],
  fake: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const fake = await startFake();
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  chatServer: [
    async ({ fake }, use) => serveWorker(chatEnv(fake), use),
    { scope: 'worker' },
  ],
  pluginApi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => listenWorker(createPluginApi(), use),
    { scope: 'worker' },
  ],
  shareService: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => listenWorker(createShareService(), use),
    { scope: 'worker' },
  ],
  shareServer: [
    async ({ fake, shareService }, use) =>
      serveWorker({ ...chatEnv(fake), SHARE_URL: `${shareService.url}/api/conversations`, SHARE_LINK_BASE: `${shareService.url}/c` }, use),
    { scope: 'worker' },
  ],
  imageServer: [
    async ({ fake }, use) => {
      const groups = [null, null, null, null, { url: `${fake.url}/openai`, token: SERVER_KEYS.openai }];
      await serveWorker({ ...chatEnv(fake), DEFAULT_MODEL: 'dall-e-3@OpenAI', PROVIDER_GROUPS: JSON.stringify(groups) }, use);
    },
    { scope: 'worker' },
  ],
  syncServices: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const services = await startSyncServices();
      await use(services);
      await services.stop();
    },
    { scope: 'worker' },
  ],
  webSearchServices: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const services = await startWebSearchServers();
      await use(services);
      await services.close();
    },
    { scope: 'worker' },
  ],
  webSearchServer: [
    async ({ fake, webSearchServices }, use) =>
      serveWorker(
        {
          ...chatEnv(fake),
          CUSTOM_MODELS: `+${WEB_SEARCH_MODEL}@OpenAI`,
          DEFAULT_MODEL: `${WEB_SEARCH_MODEL}@OpenAI`,
          SEARXNG_URL: webSearchServices.searxngUrl,
          WEB_FETCH_ALLOWED_HOSTS: '127.0.0.1',
        },
        use,
      ),
    { scope: 'worker' },
  ],
  syncServer: [
    async ({ fake, syncServices }, use) => {
      const { dav, upstash, faulty } = syncServices;
      await serveWorker({ ...chatEnv(fake), WHITE_WEBDAV_ENDPOINTS: [dav.url, upstash.url, faulty.url].join(',') }, use);
    },
    { scope: 'worker' },
  ],
  server: async ({ appServer }, use) => use(appServer),
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
