import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocalMcpServer } from '../../../../core/mcp/local-command';
import { mcpServerUrl } from '../../../../core/mcp/server-url';
import type { McpServer } from '../../../../core/schemas';
import { Button } from '../../../components/Button/Button';
import { Input } from '../../../components/Input/Input';
import { Modal } from '../../../components/Modal/Modal';
import { BUILD_MODE } from '../../../services/build-mode';
import { envText, parseArgs, parseEnv } from './local-fields';
import { LocalCommandFields, type LocalCommandText } from './LocalCommandFields';
import styles from './McpSection.module.css';

type McpServerFields = Pick<McpServer, 'name' | 'url'> & Partial<Pick<McpServer, 'command' | 'args' | 'env'>>;

interface Props {
  /** The server being edited; none to add one. */
  server?: McpServerFields;
  onSave: (fields: McpServerFields) => void;
  onClose: () => void;
}

type Problem = 'name' | 'url' | 'command' | 'env';

/** Name and Server URL of a server, checked when saved: a name, and an absolute http(s) URL. In
 * the desktop build a server added may instead be a local command (program, arguments and
 * environment); which kind a server is does not change once it is saved. */
export function McpServerEditor({ server, onSave, onClose }: Props) {
  const { t } = useTranslation('mcp');
  const nameId = useId();
  const urlId = useId();
  const hintId = useId();
  const errorId = useId();
  const [name, setName] = useState(server?.name ?? '');
  const [url, setUrl] = useState(server?.url ?? '');
  const [local, setLocal] = useState(server ? isLocalMcpServer(server) : false);
  const [command, setCommand] = useState<LocalCommandText>({
    command: server?.command ?? '',
    args: (server?.args ?? []).join('\n'),
    env: envText(server?.env),
  });
  const [problem, setProblem] = useState<Problem>();

  const save = () => {
    if (!name.trim()) return setProblem('name');
    if (BUILD_MODE === 'desktop' && local) {
      const env = parseEnv(command.env);
      if (!command.command.trim()) return setProblem('command');
      if (!env) return setProblem('env');
      return onSave({ name: name.trim(), url: '', command: command.command.trim(), args: parseArgs(command.args), env });
    }
    const checked = mcpServerUrl(url);
    if (!checked) return setProblem('url');
    onSave({ name: name.trim(), url: checked });
  };
  const problemText: Record<Problem, string> = {
    name: t('editor.nameRequired'),
    url: t('editor.invalidUrl'),
    command: t('local.commandRequired'),
    env: t('local.invalidEnv'),
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
        {BUILD_MODE === 'desktop' && !server && (
          <fieldset className={styles.kinds}>
            <legend className={styles.label}>{t('local.kind')}</legend>
            <label>
              <input type="radio" name={`${nameId}-kind`} checked={!local} onChange={() => setLocal(false)} />
              {t('local.kindRemote')}
            </label>
            <label>
              <input type="radio" name={`${nameId}-kind`} checked={local} onChange={() => setLocal(true)} />
              {t('local.kindLocal')}
            </label>
          </fieldset>
        )}
        {BUILD_MODE === 'desktop' && local ? (
          <LocalCommandFields value={command} onChange={setCommand} problem={problem === 'command' || problem === 'env' ? problem : undefined} errorId={errorId} />
        ) : (
          <>
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
          </>
        )}
        {problem && (
          <p id={errorId} role="alert" className={styles.error}>
            {problemText[problem]}
          </p>
        )}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
