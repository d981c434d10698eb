// The page's call-out, with the access code the user entered: the web build's server asks for it,
// the desktop build's local server has none.

import { useAccessStore } from '../../stores/access-store';
import { BUILD_MODE } from '../build-mode';
import { createCallOut } from './call-out';

/** What the page hands its workers, which cannot read the stores. */
export function pageAccessCode(): string {
  return BUILD_MODE === 'web' ? useAccessStore.getState().accessCode : '';
}

export const { call: callOut, fetch: pageFetch } = createCallOut(pageAccessCode);
