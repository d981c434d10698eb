import { afterEach, describe, expect, it, vi } from 'vitest';

const mode = vi.hoisted(() => ({ BUILD_MODE: 'desktop' as 'desktop' | 'web' }));
vi.mock('../build-mode', () => mode);

const { refusedByWindow } = await import('./microphone-refusal');

const refusal = new DOMException('The request is not allowed', 'NotAllowedError');

function permissionReads(state: PermissionState | Error): void {
  const query = state instanceof Error ? () => Promise.reject(state) : () => Promise.resolve({ state });
  vi.stubGlobal('navigator', { permissions: { query } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  mode.BUILD_MODE = 'desktop';
});

describe('who refused the microphone', () => {
  it('the desktop window, when the permission was never asked of the user (WebKitGTK leaves it at prompt)', async () => {
    permissionReads('prompt');
    expect(await refusedByWindow(refusal)).toBe(true);
  });

  it('the user, when the browser window keeps the answer as denied: its site settings are the way back', async () => {
    permissionReads('denied');
    expect(await refusedByWindow(refusal)).toBe(false);
  });

  it('the desktop window, when it cannot say what the permission is', async () => {
    permissionReads(new TypeError('microphone is not a permission name here'));
    expect(await refusedByWindow(refusal)).toBe(true);
  });

  it('never the window in the web app, nor for a microphone that is missing', async () => {
    permissionReads('prompt');
    expect(await refusedByWindow(new DOMException('none', 'NotFoundError'))).toBe(false);
    mode.BUILD_MODE = 'web';
    expect(await refusedByWindow(refusal)).toBe(false);
  });
});
