// The "Sign in" action of a server's row: the window opens in the click itself, the sign-in runs,
// and the server's connection opens again with the new tokens.

import type { StoredMcpServer } from '../../../../core/schemas';
import { disconnectMcpServer, listMcpTools, mcpFetchFor } from '../connect';
import { openSignInWindow, signIn } from './sign-in';
import { signInFailureOf } from './sign-in-failure';
import { setSignInStatus } from './sign-in-status';

/** Call from the click's handler, before anything is awaited (the window opens synchronously). */
export function startSignIn(server: StoredMcpServer): Promise<void> {
  const signInWindow = openSignInWindow(server.id);
  setSignInStatus(server.id, { kind: 'waiting' });
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
