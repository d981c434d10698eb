// What each MCP server's row says about its sign-in, beyond connected or not: the user is signing in
// in a window, the authorization server refused to renew the sign-in, or could not be reached to
// renew it, or the last sign-in failed (and why). One tab's view; the refusal is also stored with
// the server's record, so every tab and every reload says "sign in again".

import { create } from 'zustand';
import type { SignInFailure } from './sign-in-failure';

export type SignInStatus =
  | { kind: 'waiting' }
  | { kind: 'refused' }
  | { kind: 'unreachable' }
  | { kind: 'failed'; failure: SignInFailure };

interface SignInStatusState {
  byServer: Record<string, SignInStatus | undefined>;
}

export const useSignInStatus = create<SignInStatusState>(() => ({ byServer: {} }));

/** Sets (or, with undefined, clears) what the server's row says about its sign-in. */
export function setSignInStatus(serverId: string, status: SignInStatus | undefined): void {
  useSignInStatus.setState((state) => ({ byServer: { ...state.byServer, [serverId]: status } }));
}
