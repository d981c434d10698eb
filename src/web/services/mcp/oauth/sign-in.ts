// The sign-in the user starts from a server's row: the window their click opened, sent to the
// authorization server once its address has passed the checks, and the code it brings back
// exchanged for tokens (with the PKCE verifier of this sign-in).

import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { updateServerAuth } from './auth-store';
import { waitForAuthorizationAnswer } from './authorization-answer';
import { BrowserOAuthProvider } from './browser-provider';
import { oauthFetch } from './oauth-fetch';
import { SignInError } from './sign-in-failure';

/** How long the sign-in waits for the user to finish in the window (ten minutes: time to find a
 * password or a second factor, and a bound on a forgotten window). */
const SIGN_IN_WAIT_MS = 10 * 60 * 1000;
interface SignInTarget {
  serverId: string;
  url: string;
}

/** Signs in to the server in `signInWindow`; resolves once tokens are stored. `fetch` is the one
 * the server's connection uses; `signal` ends the wait (a newer sign-in to the same server). */
export async function signIn(target: SignInTarget, fetch: FetchLike, signInWindow: Window | null, signal: AbortSignal): Promise<void> {
  if (!signInWindow) throw new SignInError({ reason: 'popupBlocked' });
  // The authorization server's pages get no hold on this tab.
  signInWindow.opener = null;
  const provider = new BrowserOAuthProvider(target.serverId, (url) => signInWindow.location.replace(url.href));
  const fetchFn = oauthFetch(target.serverId, fetch);
  try {
    if ((await auth(provider, { serverUrl: target.url, fetchFn })) === 'AUTHORIZED') return;
    const state = provider.startedState;
    if (!state) throw new SignInError({ reason: 'refusedByServer' });
    const answer = await waitForAuthorizationAnswer(state, AbortSignal.any([signal, AbortSignal.timeout(SIGN_IN_WAIT_MS)])).catch(() => {
      throw new SignInError({ reason: 'timedOut' });
    });
    if (answer.error || !answer.code) throw new SignInError({ reason: 'denied' });
    const issuer = (await provider.discoveryState())?.authorizationServerMetadata?.issuer;
    // RFC 9207: an answer that names another authorization server is a mix-up attack.
    if (answer.iss !== undefined && issuer !== undefined && answer.iss !== issuer) {
      throw new SignInError({ reason: 'refusedByServer' });
    }
    await auth(provider, { serverUrl: target.url, authorizationCode: answer.code, fetchFn });
  } finally {
    signInWindow.close();
    // Only this sign-in's state and verifier: a newer sign-in's stay.
    await updateServerAuth(target.serverId, ({ pending, ...record }) =>
      pending && pending.state !== provider.startedState ? { ...record, pending } : record,
    );
  }
}
