// The access code goes with every call to our own server's guarded routes (web build only: the
// desktop build's local server has no access code).

import { useAccessStore } from '../stores/access-store';
import { BUILD_MODE } from './build-mode';

export function accessCodeHeaders(): Record<string, string> {
  const { accessCode } = useAccessStore.getState();
  return BUILD_MODE === 'web' && accessCode ? { 'x-access-code': accessCode } : {};
}
