import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/icons/Icon';
import { Modal } from '../../components/Modal/Modal';
import { listMcpResources, mcpResourceBlock, MCP_RESOURCE_MAX_CHARS, type McpResourceEntry } from '../../services/mcp/resources';
import mcpStyles from '../settings/mcp/McpSection.module.css';
import styles from './Composer.module.css';

/** The input's action that attaches a resource of an enabled MCP server: the list of them, and
 * the chosen one's text added to the message as a block the model reads. */
export function McpResourceAction({ onAttach }: { onAttach: (block: string) => void }) {
  const { t } = useTranslation('mcp');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.action} title={t('chat.resources')} onClick={() => setOpen(true)}>
        <Icon size={16}>
          <path d="M21 11.5l-8.5 8.5a5 5 0 0 1-7-7L14 4.5a3.5 3.5 0 0 1 5 5L10.5 18a2 2 0 0 1-3-3L15 7.5" />
        </Icon>
        <span className={styles.actionLabel}>{t('chat.resources')}</span>
      </button>
      {open && <ResourceDialog onAttach={onAttach} onClose={() => setOpen(false)} />}
    </>
  );
}

function ResourceDialog({ onAttach, onClose }: { onAttach: (block: string) => void; onClose: () => void }) {
  const { t } = useTranslation('mcp');
  const [entries, setEntries] = useState<McpResourceEntry[]>();
  const [note, setNote] = useState<string>();
  useEffect(() => {
    let alive = true;
    void listMcpResources().then((list) => {
      if (alive) setEntries(list);
    });
    return () => {
      alive = false;
    };
  }, []);

  const attach = async (entry: McpResourceEntry) => {
    setNote(undefined);
    try {
      const read = await mcpResourceBlock(entry);
      if (!read.ok) return setNote(t('chat.binary', { name: entry.resource.name }));
      onAttach(read.block);
      if (read.cut) setNote(t('chat.cut', { name: entry.resource.name, limit: MCP_RESOURCE_MAX_CHARS }));
      else onClose();
    } catch {
      setNote(t('chat.resourceFailed', { name: entry.resource.name }));
    }
  };

  return (
    <Modal open onClose={onClose} maximisable={false} title={t('chat.resources')} actions={<Button onClick={onClose}>{t('chat.close')}</Button>}>
      <div className={mcpStyles.form}>
        {!entries ? (
          <p className={mcpStyles.hint}>{t('chat.loading')}</p>
        ) : entries.length === 0 ? (
          <p className={mcpStyles.hint}>{t('chat.noResources')}</p>
        ) : (
          <ul className={mcpStyles.list} aria-label={t('chat.resources')}>
            {entries.map((entry) => (
              <li key={`${entry.serverId} ${entry.resource.uri}`} className={mcpStyles.row}>
                <div className={mcpStyles.rowText}>
                  <div className={mcpStyles.rowTitle}>{entry.resource.title ?? entry.resource.name}</div>
                  <div className={mcpStyles.url}>{entry.resource.uri}</div>
                  <div className={mcpStyles.state}>{entry.serverName}</div>
                </div>
                <Button size="sm" aria-label={t('chat.attachNamed', { name: entry.resource.title ?? entry.resource.name })} onClick={() => void attach(entry)}>
                  {t('chat.attach')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {note && (
          <p role="alert" className={mcpStyles.error}>
            {note}
          </p>
        )}
      </div>
    </Modal>
  );
}
