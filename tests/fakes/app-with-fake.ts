// For a test file of the server: the fake providers and the app that proxies to them, started
// before the file's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import { fakeEnv, startApp, startFake, type RunningApp } from './harness';
import type { FakeProviders } from './server.mjs';

export interface AppWithFake {
  fake: FakeProviders & { url: string };
  app: RunningApp;
}

/** `env` is added to the fake's provider settings. The fields are set once the file's tests run. */
export function appWithFake(env: Record<string, string> = {}): AppWithFake {
  const running = {} as AppWithFake;
  beforeAll(async () => {
    running.fake = await startFake();
    running.app = await startApp({ ...fakeEnv(running.fake.url), ...env });
  });
  afterAll(async () => {
    await running.app.close();
    await running.fake.close();
  });
  return running;
}
