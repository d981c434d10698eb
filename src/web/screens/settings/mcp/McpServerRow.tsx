import { useTranslation } from 'react-i18next';
import type { StoredMcpServer } from '../../../../core/schemas';
import { Button } from '../../../components/Button/Button';
import { Switch } from '../../../components/Switch/Switch';
import type { McpServerStatus } from '../../../services/mcp/status-store';
import { isMcpServerEnabled } from '../../../stores/mcp-server-store';
import styles from './McpSection.module.css';
import { statusText } from './status-text';

interface Props {
  server: StoredMcpServer;
  status: McpServerStatus | undefined;
  onToggle: (enabled: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
  onRetry: () => void;
}

export function McpServerRow({ server, status, onToggle, onEdit, onRemove, onRetry }: Props) {
  const { t } = useTranslation('mcp');
  const enabled = isMcpServerEnabled(server);
  const state = statusText(t, enabled, status);
  return (
    <li className={styles.row} aria-label={server.name}>
      <div className={styles.rowText}>
        <div className={styles.rowTitle}>{server.name}</div>
        <div className={styles.url}>{server.url}</div>
        <div className={state.problem ? styles.error : styles.state}>{state.text}</div>
      </div>
      <div className={styles.actions}>
        {enabled && status?.state === 'failed' && (
          <Button size="sm" onClick={onRetry}>
            {t('retry')}
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
