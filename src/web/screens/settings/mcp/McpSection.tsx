import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localCommandOf, mcpServerTarget, type LocalCommand } from '../../../../core/mcp/local-command';
import type { StoredMcpServer } from '../../../../core/schemas';
import { Button } from '../../../components/Button/Button';
import { showConfirm } from '../../../components/Dialogs/show';
import { showToast } from '../../../components/Toast/showToast';
import { BUILD_MODE } from '../../../services/build-mode';
import { useMcpStatus } from '../../../services/mcp/status-store';
import { isMcpServerEnabled, useMcpServerStore } from '../../../stores/mcp-server-store';
import { Section } from '../controls';
import { LocalConsentDialog } from './LocalConsentDialog';
import { McpImportDialog } from './McpImportDialog';
import { McpServerEditor } from './McpServerEditor';
import { McpServerRow } from './McpServerRow';
import styles from './McpSection.module.css';

/** The SDK loads with the first connection, not with the settings screen. */
const loadConnect = () => import('../../../services/mcp/connect');

type Dialog = { kind: 'add' } | { kind: 'edit'; id: string } | { kind: 'import' } | { kind: 'consent'; id: string; command: LocalCommand };

/** Settings → MCP servers: the list with each server's state, add, edit, remove with undo,
 * switch on and off, and import. Every enabled server is connected to, so its state shows. */
export function McpSection() {
  const { t } = useTranslation('mcp');
  const records = useMcpServerStore((s) => s.records);
  const statuses = useMcpStatus((s) => s.statuses);
  const [dialog, setDialog] = useState<Dialog>();
  const servers = useMemo(() => Object.values(records).sort((a, b) => b.createdAt - a.createdAt), [records]);

  // Keyed by what a connection depends on, so an edit of the name alone connects nothing anew.
  const wanted = servers
    .filter(isMcpServerEnabled)
    .map((server) => `${server.id} ${mcpServerTarget(server)}`)
    .join('\n');
  useEffect(() => {
    if (!wanted) return;
    void loadConnect().then(({ mcpClientFor }) => {
      for (const line of wanted.split('\n')) mcpClientFor(line.slice(0, line.indexOf(' '))).catch(() => {});
    });
  }, [wanted]);

  const retry = (id: string) =>
    void loadConnect().then(({ disconnectMcpServer, mcpClientFor }) => {
      disconnectMcpServer(id);
      mcpClientFor(id).catch(() => {});
    });
  const remove = async (server: StoredMcpServer) => {
    if (!(await showConfirm(t('confirmRemove', { name: server.name }), { danger: true, confirmText: t('remove') }))) return;
    const undo = useMcpServerStore.getState().remove(server.id);
    showToast(t('removed'), { action: { label: t('undo'), onClick: () => void undo() } });
  };
  /** Starts a local server's program on the user's Start, with the command line the dialog showed. */
  const start = (id: string, command: LocalCommand) => {
    setDialog(undefined);
    void Promise.all([loadConnect(), import('../../../services/mcp/local-start')]).then(async ([{ disconnectMcpServer, mcpClientFor }, { startLocalMcpServer }]) => {
      try {
        await startLocalMcpServer(id, command);
      } catch {
        useMcpStatus.getState().set(id, { state: 'failed', failure: 'cannotStart' });
        return;
      }
      disconnectMcpServer(id);
      mcpClientFor(id).catch(() => {});
    });
  };
  const editing = dialog?.kind === 'edit' ? records[dialog.id] : undefined;
  const consenting = dialog?.kind === 'consent' ? records[dialog.id] : undefined;

  return (
    <Section id="settings-mcp" title={t('section')}>
      <p className={styles.intro}>{t('intro')}</p>
      {servers.length === 0 ? (
        <p className={styles.intro}>{t('empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('section')}>
          {servers.map((server) => (
            <McpServerRow
              key={server.id}
              server={server}
              status={statuses[server.id]}
              onToggle={(enabled) => useMcpServerStore.getState().update(server.id, { enabled })}
              onEdit={() => setDialog({ kind: 'edit', id: server.id })}
              onRemove={() => void remove(server)}
              onRetry={() => retry(server.id)}
              onStart={() => {
                const command = localCommandOf(server);
                if (BUILD_MODE === 'desktop' && command) setDialog({ kind: 'consent', id: server.id, command });
              }}
            />
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => setDialog({ kind: 'add' })}>
          {t('add')}
        </Button>
        <Button onClick={() => setDialog({ kind: 'import' })}>{t('import')}</Button>
      </div>
      {(dialog?.kind === 'add' || editing) && (
        <McpServerEditor
          {...(editing ? { server: editing } : {})}
          onClose={() => setDialog(undefined)}
          onSave={(fields) => {
            if (editing) useMcpServerStore.getState().update(editing.id, fields);
            else useMcpServerStore.getState().add(fields);
            setDialog(undefined);
          }}
        />
      )}
      {BUILD_MODE === 'desktop' && dialog?.kind === 'consent' && consenting && (
        <LocalConsentDialog name={consenting.name} command={dialog.command} onStart={(command) => start(dialog.id, command)} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'import' && (
        <McpImportDialog onClose={() => setDialog(undefined)} onImport={(imported) => imported.forEach((server) => useMcpServerStore.getState().add(server))} />
      )}
    </Section>
  );
}
