// Baidu wants a token traded for the key pair and Tencent a signature over each body; the client
// does that only in the desktop app, which keeps the user's keys on the machine. In the web build these two always go through the server, with the server's keys. A small
// module of its own: the access rules of the first screen need it without the provider catalogue.

import type { ProviderName } from '../types';

/** The two builds: the web app with its server, and the desktop app that calls providers itself. */
export type BuildMode = 'web' | 'desktop';

const DESKTOP_ONLY_CREDENTIALS: readonly ProviderName[] = ['Baidu', 'Tencent'];

/** Whether the user's own settings for this provider can be used in this build. */
export function takesOwnCredentials(provider: ProviderName, mode: BuildMode): boolean {
  return mode === 'desktop' || !DESKTOP_ONLY_CREDENTIALS.includes(provider);
}
