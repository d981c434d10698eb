import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { allowMicrophoneWhenShown, loadMicrophoneModule, type MicrophoneModule } from './webview-microphone';

const ORIGIN = 'http://127.0.0.1:43210';
const MICROPHONE = { audio: true, video: false, display: false };

/** The module npm run build:native made (the install builds it on Linux). */
function builtModule(): MicrophoneModule {
  const module = loadMicrophoneModule({ env: {} });
  if (module === null || typeof module === 'string') throw new Error(`The native module did not load: ${module ?? 'it is built on Linux only'}`);
  return module;
}

describe('the web view window’s microphone module', () => {
  it('allows the microphone alone, and only to the app’s own origin', () => {
    const { mayUseMicrophone } = builtModule();
    expect(mayUseMicrophone(MICROPHONE, `${ORIGIN}/`, ORIGIN)).toBe(true);
    expect(mayUseMicrophone(MICROPHONE, `${ORIGIN}/#/chat/1?x=2`, ORIGIN)).toBe(true);
    expect(mayUseMicrophone(MICROPHONE, ORIGIN, ORIGIN)).toBe(true);
    // Camera, screen, or either with the microphone: never.
    expect(mayUseMicrophone({ audio: false, video: true, display: false }, `${ORIGIN}/`, ORIGIN)).toBe(false);
    expect(mayUseMicrophone({ audio: true, video: true, display: false }, `${ORIGIN}/`, ORIGIN)).toBe(false);
    expect(mayUseMicrophone({ audio: true, video: false, display: true }, `${ORIGIN}/`, ORIGIN)).toBe(false);
    expect(mayUseMicrophone({ audio: false, video: false, display: false }, `${ORIGIN}/`, ORIGIN)).toBe(false);
    // Any other address: another port that starts alike, a user name that looks like the origin,
    // another host, scheme or the blank page the window shows while it quits.
    expect(mayUseMicrophone(MICROPHONE, 'http://127.0.0.1:432101/', ORIGIN)).toBe(false);
    expect(mayUseMicrophone(MICROPHONE, `${ORIGIN}@example.com/`, ORIGIN)).toBe(false);
    expect(mayUseMicrophone(MICROPHONE, `${ORIGIN}.example.com/`, ORIGIN)).toBe(false);
    expect(mayUseMicrophone(MICROPHONE, 'https://example.com/', ORIGIN)).toBe(false);
    expect(mayUseMicrophone(MICROPHONE, 'https://127.0.0.1:43210/', ORIGIN)).toBe(false);
    expect(mayUseMicrophone(MICROPHONE, 'about:blank', ORIGIN)).toBe(false);
    expect(mayUseMicrophone(MICROPHONE, `${ORIGIN}/`, '')).toBe(false);
  });

  it('says so, without failing, where no web view of WebKitGTK is loaded', () => {
    expect(() => builtModule().allowMicrophone(ORIGIN)).toThrow('WebKitGTK 4.1 in this process');
  });

  it('is not loaded when it is missing, broken, switched off or not needed: the window opens without it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'polychat-microphone-'));
    const broken = join(dir, 'webview_microphone.node');
    writeFileSync(broken, 'not a shared library');
    expect(loadMicrophoneModule({ env: {}, places: [pathToFileURL(join(dir, 'absent.node'))] })).toContain('not built (npm run build:native)');
    expect(loadMicrophoneModule({ env: {}, places: [pathToFileURL(broken)] })).toContain('could not be loaded');
    expect(loadMicrophoneModule({ env: { POLYCHAT_WEBVIEW_MICROPHONE: 'off' } })).toBe('POLYCHAT_WEBVIEW_MICROPHONE=off');
    expect(loadMicrophoneModule({ env: {}, platform: 'darwin' })).toBeNull();
    const warn = vi.fn();
    allowMicrophoneWhenShown(null, ORIGIN, warn)();
    expect(warn).not.toHaveBeenCalled();
  });

  it('sets up the web view on the first pump that finds it, and then no more', () => {
    const allowMicrophone = vi.fn<(origin: string) => number>().mockReturnValueOnce(0).mockReturnValueOnce(0).mockReturnValue(1);
    const warn = vi.fn();
    const afterPump = allowMicrophoneWhenShown({ allowMicrophone, mayUseMicrophone: () => false }, ORIGIN, warn);
    for (let pump = 0; pump < 10; pump++) afterPump();
    expect(allowMicrophone).toHaveBeenCalledTimes(3);
    expect(allowMicrophone).toHaveBeenCalledWith(ORIGIN);
    expect(warn).not.toHaveBeenCalled();
  });

  it('tells once why the window cannot have the microphone, and the way that can', () => {
    const warn = vi.fn();
    allowMicrophoneWhenShown('POLYCHAT_WEBVIEW_MICROPHONE=off', ORIGIN, warn)();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/cannot use the microphone: POLYCHAT_WEBVIEW_MICROPHONE=off\. .*POLYCHAT_WINDOW_HOST=browser/));

    const failing = vi.fn(() => {
      throw new Error('webkit_user_media_permission_is_for_display_device');
    });
    const afterFailure = allowMicrophoneWhenShown({ allowMicrophone: failing, mayUseMicrophone: () => false }, ORIGIN, warn);
    afterFailure();
    afterFailure();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('found no webkit_user_media_permission_is_for_display_device'));

    const never = vi.fn(() => 0);
    const afterNothing = allowMicrophoneWhenShown({ allowMicrophone: never, mayUseMicrophone: () => false }, ORIGIN, warn);
    for (let pump = 0; pump < 1000; pump++) afterNothing();
    expect(never.mock.calls.length).toBeLessThan(1000);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('its web view was not found'));
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
