import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mcpServerUrl } from '../../../../core/mcp/server-url';
import type { McpServer } from '../../../../core/schemas';
import { Button } from '../../../components/Button/Button';
import { Input } from '../../../components/Input/Input';
import { Modal } from '../../../components/Modal/Modal';
import styles from './McpSection.module.css';

interface Props {
  /** The server being edited; none to add one. */
  server?: Pick<McpServer, 'name' | 'url'>;
  onSave: (fields: Pick<McpServer, 'name' | 'url'>) => void;
  onClose: () => void;
}

/** Name and Server URL of a server, checked when saved: a name, and an absolute http(s) URL. */
export function McpServerEditor({ server, onSave, onClose }: Props) {
  const { t } = useTranslation('mcp');
  const nameId = useId();
  const urlId = useId();
  const hintId = useId();
  const errorId = useId();
  const [name, setName] = useState(server?.name ?? '');
  const [url, setUrl] = useState(server?.url ?? '');
  const [problem, setProblem] = useState<'name' | 'url'>();

  const save = () => {
    const checked = mcpServerUrl(url);
    if (!name.trim()) return setProblem('name');
    if (!checked) return setProblem('url');
    onSave({ name: name.trim(), url: checked });
  };

  return (
    <Modal
      open
      onClose={onClose}
      maximisable={false}
      title={server ? t('editor.editTitle') : t('editor.addTitle')}
      actions={
        <>
          <Button onClick={onClose}>{t('editor.cancel')}</Button>
          <Button variant="primary" onClick={save}>
            {t('editor.save')}
          </Button>
        </>
      }
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <label htmlFor={nameId} className={styles.label}>
          {t('editor.name')}
        </label>
        <Input
          id={nameId}
          value={name}
          aria-invalid={problem === 'name'}
          aria-describedby={problem === 'name' ? errorId : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <label htmlFor={urlId} className={styles.label}>
          {t('editor.url')}
        </label>
        <Input
          id={urlId}
          type="url"
          inputMode="url"
          spellCheck={false}
          placeholder="https://example.com/mcp"
          value={url}
          aria-invalid={problem === 'url'}
          aria-describedby={problem === 'url' ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => setUrl(event.target.value)}
        />
        <p id={hintId} className={styles.hint}>
          {t('editor.urlHint')}
        </p>
        {problem && (
          <p id={errorId} role="alert" className={styles.error}>
            {problem === 'name' ? t('editor.nameRequired') : t('editor.invalidUrl')}
          </p>
        )}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
