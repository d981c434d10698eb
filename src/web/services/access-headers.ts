// The access code goes with every call to our own server's guarded routes (web build only: the
// desktop build's local server has no access code), and never anywhere else: a custom endpoint
// the browser calls directly is someone else's server.

import { useAccessStore } from '../stores/access-store';
import { BUILD_MODE } from './build-mode';

/** Whether a URL is this server's: a path of the page's own origin. */
export function isOwnServer(url: string): boolean {
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/** The access code header for a call to `url` (our server's routes by default). */
export function accessCodeHeaders(url = '/api/'): Record<string, string> {
  const { accessCode } = useAccessStore.getState();
  return BUILD_MODE === 'web' && accessCode && isOwnServer(url) ? { 'x-access-code': accessCode } : {};
}
