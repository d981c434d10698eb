// The "Sign in" action of a server's row, once its window is open: the sign-in runs, and the
// server's connection opens again with the new tokens.

import type { StoredMcpServer } from '../../../../core/schemas';
import { disconnectMcpServer, listMcpTools, mcpFetchFor } from '../connect';
import { signIn } from './sign-in';
import { signInFailureOf } from './sign-in-failure';
import { setSignInStatus } from './sign-in-status';

/** The sign-in under way for each server: a new one ends the wait of the one before. */
const running = new Map<string, AbortController>();

/** `signInWindow` is the one the click opened (sign-in-window.ts). */
export function startSignIn(server: StoredMcpServer, signInWindow: Window | null): Promise<void> {
  running.get(server.id)?.abort();
  const controller = new AbortController();
  running.set(server.id, controller);
  return signIn({ serverId: server.id, url: server.url }, mcpFetchFor(server), signInWindow, controller.signal)
    .then(
      async () => {
        setSignInStatus(server.id, undefined);
        disconnectMcpServer(server.id);
        // The row shows how the new connection went (the connection's own status).
        await listMcpTools(server.id).catch(() => undefined);
      },
      (error: unknown) => {
        // A replaced sign-in says nothing: the newer one speaks for the server.
        if (!controller.signal.aborted) setSignInStatus(server.id, { kind: 'failed', failure: signInFailureOf(error) });
      },
    )
    .finally(() => {
      if (running.get(server.id) === controller) running.delete(server.id);
    });
}
