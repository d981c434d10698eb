// The "Sign in" action of a server's row, once its window is open: the sign-in runs, and the
// server's connection opens again with the new tokens.

import type { StoredMcpServer } from '../../../../core/schemas';
import { disconnectMcpServer, listMcpTools, mcpFetchFor } from '../connect';
import { signIn } from './sign-in';
import { signInFailureOf } from './sign-in-failure';
import { setSignInStatus } from './sign-in-status';

/** `signInWindow` is the one the click opened (sign-in-window.ts). */
export function startSignIn(server: StoredMcpServer, signInWindow: Window | null): Promise<void> {
  return signIn({ serverId: server.id, url: server.url }, mcpFetchFor(server), signInWindow).then(
    async () => {
      setSignInStatus(server.id, undefined);
      disconnectMcpServer(server.id);
      // The row shows how the new connection went (the connection's own status).
      await listMcpTools(server.id).catch(() => undefined);
    },
    (error: unknown) => setSignInStatus(server.id, { kind: 'failed', failure: signInFailureOf(error) }),
  );
}
