import { useTranslation } from 'react-i18next';
import { commandLine, localCommandOf } from '../../../../core/mcp/local-command';
import type { StoredMcpServer } from '../../../../core/schemas';
import { Button } from '../../../components/Button/Button';
import { Switch } from '../../../components/Switch/Switch';
import { BUILD_MODE } from '../../../services/build-mode';
import type { McpServerStatus } from '../../../services/mcp/status-store';
import { isMcpServerEnabled } from '../../../stores/mcp-server-store';
import styles from './McpSection.module.css';
import { statusText } from './status-text';
import { useMcpSignIn } from './use-mcp-sign-in';

interface Props {
  server: StoredMcpServer;
  status: McpServerStatus | undefined;
  onToggle: (enabled: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
  onRetry: () => void;
  /** Asks to start a local server's program (desktop build). */
  onStart: () => void;
}

/** Failures that trying again cannot mend: the user has to start the program, or use the desktop app. */
const NOT_RETRIED = new Set(['desktopOnly', 'needsConsent', 'cannotStart']);
/** Failures a local server's Start mends. */
const STARTABLE = new Set(['needsConsent', 'cannotStart']);

export function McpServerRow({ server, status, onToggle, onEdit, onRemove, onRetry, onStart }: Props) {
  const { t } = useTranslation('mcp');
  const enabled = isMcpServerEnabled(server);
  const state = statusText(t, enabled, status);
  const local = localCommandOf(server);
  const failure = enabled && status?.state === 'failed' ? status.failure : undefined;
  const signIn = useMcpSignIn(server, failure === 'needsSignIn');
  return (
    <li className={styles.row} aria-label={server.name}>
      <div className={styles.rowText}>
        <div className={styles.rowTitle}>{server.name}</div>
        <div className={styles.url}>{local ? commandLine(local) : server.url}</div>
        <div className={state.problem ? styles.error : styles.state}>{state.text}</div>
        {signIn.sentence && (
          <div role="status" className={signIn.problem ? styles.error : styles.state}>
            {signIn.sentence}
          </div>
        )}
      </div>
      <div className={styles.actions}>
        {signIn.action && (
          <Button size="sm" variant="primary" onClick={signIn.start}>
            {signIn.action}
          </Button>
        )}
        {failure && !NOT_RETRIED.has(failure) && (
          <Button size="sm" onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
        {BUILD_MODE === 'desktop' && failure && STARTABLE.has(failure) && (
          <Button size="sm" variant="primary" aria-label={t('local.startNamed', { name: server.name })} onClick={onStart}>
            {t('local.start')}
          </Button>
        )}
        <Switch aria-label={t('enabled', { name: server.name })} checked={enabled} onCheckedChange={onToggle} />
        <Button size="sm" aria-label={t('editNamed', { name: server.name })} onClick={onEdit}>
          {t('edit')}
        </Button>
        <Button size="sm" variant="danger" aria-label={t('removeNamed', { name: server.name })} onClick={onRemove}>
          {t('remove')}
        </Button>
      </div>
    </li>
  );
}
