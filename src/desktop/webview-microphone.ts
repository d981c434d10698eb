// The app's own native module that lets its web view window use the microphone on Linux
// (native/webview-microphone: WebKitGTK keeps getUserMedia off and refuses every permission
// request, and webview-napi offers no way to change either). The module is built at install; when
// it is missing or cannot load, the window opens all the same and the page's own advice for a
// refused microphone stands. macOS and Windows need none: their web views ask the system, which
// asks the user.

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** What native/webview-microphone/webview-microphone.c exports. */
export interface MicrophoneModule {
  /** Turns getUserMedia on in every web view of the process and allows the microphone alone for
   * pages of `origin`; returns how many web views there are. Must run on the GTK thread. */
  allowMicrophone(origin: string): number;
  /** The decision the module makes for one permission request. */
  mayUseMicrophone(kind: { audio: boolean; video: boolean; display: boolean }, uri: string, origin: string): boolean;
}

const FILE = 'webview_microphone.node';
/** Where the module is: beside the bundled shell in the packages, where node-gyp builds it in a
 * checkout (dist/desktop and src/desktop are both two folders below the checkout). */
const PLACES = [new URL(`./${FILE}`, import.meta.url), new URL(`../../native/webview-microphone/build/Release/${FILE}`, import.meta.url)];

/** The module; null where none is needed (the system's web view asks the system, which asks the
 * user); or why there is none (a sentence's end, for the log). */
export function loadMicrophoneModule({ env = process.env, platform = process.platform, places = PLACES }: { env?: NodeJS.ProcessEnv; platform?: NodeJS.Platform; places?: URL[] } = {}): MicrophoneModule | string | null {
  if (platform !== 'linux') return null;
  if (env.POLYCHAT_WEBVIEW_MICROPHONE === 'off') return 'POLYCHAT_WEBVIEW_MICROPHONE=off';
  const path = places.map((place) => fileURLToPath(place)).find((candidate) => existsSync(candidate));
  if (!path) return 'its native module is not built (npm run build:native)';
  try {
    return createRequire(import.meta.url)(path) as MicrophoneModule;
  } catch (error) {
    return `its native module could not be loaded (${(error as Error).message.split('\n')[0]})`;
  }
}

/** How many pumps of the native loop the window's web view is looked for: GTK shows it within the
 * first few (webview-napi creates it on its loop, not in createWebview); 5 s at 60 Hz is far past
 * that, and past it the search stops costing anything. */
const SEARCH_PUMPS = 300;

/** What to call after each pump of the native loop: it sets up the web view as soon as GTK shows
 * it (before its page has loaded, so the first press of Dictate finds the microphone allowed), then
 * does nothing. The reasons it cannot go to `warn`, once. */
export function allowMicrophoneWhenShown(module: MicrophoneModule | string | null, origin: string, warn: (message: string) => void = console.warn): () => void {
  if (module === null) return () => {};
  const cannot = (reason: string) => warn(`The window cannot use the microphone: ${reason}. Dictation and voice calls need POLYCHAT_WINDOW_HOST=browser.`);
  if (typeof module === 'string') {
    cannot(module);
    return () => {};
  }
  let pumps = 0;
  let done = false;
  return () => {
    if (done) return;
    pumps += 1;
    try {
      done = module.allowMicrophone(origin) > 0;
    } catch (error) {
      done = true;
      cannot(`its native module found no ${(error as Error).message}`);
      return;
    }
    if (!done && pumps >= SEARCH_PUMPS) {
      done = true;
      cannot('its web view was not found');
    }
  };
}
