import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function freshStore(mode: 'web' | 'desktop') {
  vi.stubEnv('VITE_BUILD_MODE', mode);
  vi.resetModules();
  return (await import('./config-store')).useConfigStore;
}

describe("each build's settings defaults", () => {
  it('starts the desktop app with the tight border on (part 2: "Tight border is on in the desktop app")', async () => {
    const store = await freshStore('desktop');
    expect(store.getState().tightBorder).toBe(true);
  });

  it('starts the web app with it off', async () => {
    const store = await freshStore('web');
    expect(store.getState().tightBorder).toBe(false);
  });
});
