import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMcpConfig, type ImportedMcpServer } from '../../../../core/mcp/config-import';
import { Button } from '../../../components/Button/Button';
import { useFilePicker } from '../../../components/FilePicker/use-file-picker';
import { TextArea } from '../../../components/Input/Input';
import { Modal } from '../../../components/Modal/Modal';
import { BUILD_MODE } from '../../../services/build-mode';
import styles from './McpSection.module.css';

interface Props {
  onImport: (servers: ImportedMcpServer[]) => void;
  onClose: () => void;
}

/** Servers from the JSON other MCP clients write, pasted or from a file. What could not be
 * imported is named; a file that is not such JSON changes nothing. The desktop build imports
 * local commands too, each started only once the user allows it. */
export function McpImportDialog({ onImport, onClose }: Props) {
  const { t } = useTranslation('mcp');
  const fieldId = useId();
  const [text, setText] = useState('');
  const [notes, setNotes] = useState<{ text: string; problem: boolean }[]>([]);

  const run = (content: string) => {
    const result = parseMcpConfig(content);
    if (!result.ok) {
      setNotes([{ text: result.problem === 'json' ? t('importer.badJson') : t('importer.badShape'), problem: true }]);
      return;
    }
    const desktop = BUILD_MODE === 'desktop';
    const imported = desktop ? [...result.servers, ...result.localServers] : result.servers;
    const importedLocal = desktop ? result.localServers.map((server) => server.name) : [];
    const notImportedLocal = result.local.filter((name) => !importedLocal.includes(name));
    onImport(imported);
    setNotes([
      { text: t('importer.imported', { count: imported.length }), problem: false },
      ...(importedLocal.length > 0 ? [{ text: t('local.imported', { names: importedLocal.join(', ') }), problem: false }] : []),
      ...(notImportedLocal.length > 0 ? [{ text: t(desktop ? 'importer.invalid' : 'importer.local', { names: notImportedLocal.join(', ') }), problem: true }] : []),
      ...(result.invalid.length > 0 ? [{ text: t('importer.invalid', { names: result.invalid.join(', ') }), problem: true }] : []),
    ]);
    setText('');
  };
  const picker = useFilePicker('.json,application/json', (file) => void file.text().then(run), 'mcp-import-file');

  return (
    <Modal
      open
      onClose={onClose}
      maximisable={false}
      title={t('importer.title')}
      actions={
        <>
          <Button onClick={onClose}>{t('importer.close')}</Button>
          <Button variant="primary" disabled={!text.trim()} onClick={() => run(text)}>
            {t('importer.import')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p className={styles.hint}>{t('importer.hint')}</p>
        <label htmlFor={fieldId} className={styles.label}>
          {t('importer.label')}
        </label>
        <TextArea
          id={fieldId}
          className={styles.config}
          rows={8}
          spellCheck={false}
          placeholder='{"mcpServers": {"docs": {"url": "https://example.com/mcp"}}}'
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className={styles.actions}>
          <Button size="sm" onClick={picker.open}>
            {t('importer.chooseFile')}
          </Button>
          {picker.input}
        </div>
        {notes.length > 0 && (
          <ul className={styles.notes} role="status">
            {notes.map((note) => (
              <li key={note.text} className={note.problem ? styles.error : styles.state}>
                {note.text}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
