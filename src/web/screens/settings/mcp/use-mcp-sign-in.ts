// A server's sign-in on its row: the sentence saying what stands in the way, and the Sign in (or
// Sign in again) action, offered when the connection asks for a sign-in or a sign-in went wrong.

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredMcpServer } from '../../../../core/schemas';
import { readServerAuth } from '../../../services/mcp/oauth/auth-store';
import { openSignInWindow } from '../../../services/mcp/oauth/sign-in-window';
import { setSignInStatus, useSignInStatus, type SignInStatus } from '../../../services/mcp/oauth/sign-in-status';

/** The sign-in's code (and the SDK) loads with the first sign-in, not with the settings screen. */
const loadSignIn = () => import('../../../services/mcp/oauth/start-sign-in');

/** Whether the stored sign-in was refused (in this tab or another one, before a reload too). */
function useStoredRefusal(serverId: string, status: SignInStatus | undefined): boolean {
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    let live = true;
    void readServerAuth(serverId)
      .then((record) => live && setRefused(record.refused === true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [serverId, status]);
  return refused;
}

export interface McpSignInView {
  /** What stands in the way, or undefined when nothing needs saying. */
  sentence: string | undefined;
  problem: boolean;
  /** The button's label, or undefined when there is no sign-in to offer. */
  action: string | undefined;
  start: () => void;
}

export function useMcpSignIn(server: StoredMcpServer, needsSignIn: boolean): McpSignInView {
  const { t } = useTranslation('mcpOauth');
  const status = useSignInStatus((s) => s.byServer[server.id]);
  const refused = useStoredRefusal(server.id, status) || status?.kind === 'refused';

  const sentence =
    status?.kind === 'failed'
      ? t(`failure.${status.failure.reason}`, status.failure.reason === 'unsafeAddress' ? { field: status.failure.field } : {})
      : status?.kind === 'waiting'
        ? t('status.waiting')
        : status?.kind === 'unreachable'
          ? t('status.unreachable')
          : refused
            ? t('status.refused')
            : undefined;

  const start = () => {
    // Opened before anything is awaited, or the browser would refuse it.
    const signInWindow = openSignInWindow();
    setSignInStatus(server.id, { kind: 'waiting' });
    void loadSignIn().then(({ startSignIn }) => startSignIn(server, signInWindow));
  };

  // Offered while a sign-in waits too: the user may have closed its window; a new one replaces it.
  const offered = needsSignIn || status !== undefined;
  return {
    sentence,
    problem: status?.kind === 'failed' || refused,
    action: offered ? (refused ? t('signInAgain') : t('signIn')) : undefined,
    start,
  };
}
