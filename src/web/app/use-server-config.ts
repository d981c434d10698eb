import { useEffect } from 'react';
import type { ClientConfig } from '../../core/types';
import { useAccessStore } from '../stores/access-store';

/** Fetches what the server allows (access code needed, hidden key fields …) once at start. A
 * failure is only logged: the app still works with the user's own keys. */
export function useServerConfig(): void {
  useEffect(() => {
    const controller = new AbortController();
    fetch('./api/config', { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
        useAccessStore.getState().applyServerConfig((await response.json()) as ClientConfig);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not load the server configuration', error);
      });
    return () => controller.abort();
  }, []);
}
