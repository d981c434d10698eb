import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredMcpServer } from '../../../../core/schemas';
import { Button } from '../../../components/Button/Button';
import { readServerAuth } from '../../../services/mcp/oauth/auth-store';
import { useSignInStatus, type SignInStatus } from '../../../services/mcp/oauth/sign-in-status';
import { startSignIn } from '../../../services/mcp/oauth/start-sign-in';
import styles from '../SettingsScreen.module.css';

/** Whether the stored sign-in was refused (by this tab or another one, before a reload). */
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

/** A server's sign-in on its row in Settings → MCP: what stands in the way, and the button. Shown
 * when the connection asks for a sign-in or a sign-in went wrong. */
export function McpSignIn({ server, needsSignIn }: { server: StoredMcpServer; needsSignIn: boolean }) {
  const { t } = useTranslation('mcpOauth');
  const status = useSignInStatus((s) => s.byServer[server.id]);
  const refused = useStoredRefusal(server.id, status) || status?.kind === 'refused';
  if (!needsSignIn && !status) return null;

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

  return (
    <>
      {sentence && (
        <span role="status" className={status?.kind === 'failed' || refused ? styles.error : undefined}>
          {sentence}
        </span>
      )}
      <Button size="sm" variant="primary" onClick={() => void startSignIn(server)}>
        {refused ? t('signInAgain') : t('signIn')}
      </Button>
    </>
  );
}
