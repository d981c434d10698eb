import { describe, expect, it } from 'vitest';
import { browserArguments, findBrowser } from './browser-host';

describe('the browser window', () => {
  it('finds the first installed Chromium-family browser, or the one POLYCHAT_BROWSER names', () => {
    const installed = new Set(['/usr/bin/google-chrome', '/opt/edge/msedge']);
    const exists = (path: string) => installed.has(path);
    expect(findBrowser({ platform: 'linux', env: {}, exists })).toBe('/usr/bin/google-chrome');
    expect(findBrowser({ platform: 'linux', env: { POLYCHAT_BROWSER: '/opt/edge/msedge' }, exists })).toBe('/opt/edge/msedge');
    expect(findBrowser({ platform: 'linux', env: { POLYCHAT_BROWSER: '/nowhere' }, exists })).toBeUndefined();
    expect(findBrowser({ platform: 'linux', env: {}, exists: () => false })).toBeUndefined();
    expect(findBrowser({ platform: 'darwin', env: {}, exists: (path) => path.includes('Chromium.app') })).toBe('/Applications/Chromium.app/Contents/MacOS/Chromium');
  });

  it('opens the app alone in a window of its own profile, where it was last', () => {
    const args = browserArguments({ url: 'http://127.0.0.1:4321/launch/t', bounds: { width: 1000, height: 700, x: 10, y: 20 }, dataDir: '/data' }, false);
    expect(args).toContain('--app=http://127.0.0.1:4321/launch/t');
    expect(args).toContain('--user-data-dir=/data/browser');
    expect(args).toContain('--window-size=1000,700');
    expect(args).toContain('--window-position=10,20');
    expect(args).toContain('--disable-background-networking');
    expect(args).not.toContain('--no-sandbox');
    expect(browserArguments({ url: 'u', bounds: { width: 1000, height: 700 }, dataDir: '/d' }, true)).toContain('--no-sandbox');
  });
});
