import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, TextArea } from '../../../components/Input/Input';
import styles from './McpSection.module.css';

export interface LocalCommandText {
  command: string;
  args: string;
  env: string;
}

interface Props {
  value: LocalCommandText;
  onChange: (value: LocalCommandText) => void;
  problem: 'command' | 'env' | undefined;
  errorId: string;
}

/** A local (stdio) server's Command, Arguments and Environment: in the desktop build only. */
export function LocalCommandFields({ value, onChange, problem, errorId }: Props) {
  const { t } = useTranslation('mcp');
  const commandId = useId();
  const argsId = useId();
  const envId = useId();
  const commandHintId = useId();
  const envHintId = useId();
  return (
    <>
      <label htmlFor={commandId} className={styles.label}>
        {t('local.command')}
      </label>
      <Input
        id={commandId}
        spellCheck={false}
        autoCapitalize="off"
        placeholder="npx"
        value={value.command}
        aria-invalid={problem === 'command'}
        aria-describedby={problem === 'command' ? `${errorId} ${commandHintId}` : commandHintId}
        onChange={(event) => onChange({ ...value, command: event.target.value })}
      />
      <p id={commandHintId} className={styles.hint}>
        {t('local.commandHint')}
      </p>
      <label htmlFor={argsId} className={styles.label}>
        {t('local.args')}
      </label>
      <TextArea
        id={argsId}
        className={styles.mono}
        rows={3}
        spellCheck={false}
        autoCapitalize="off"
        value={value.args}
        onChange={(event) => onChange({ ...value, args: event.target.value })}
      />
      <label htmlFor={envId} className={styles.label}>
        {t('local.env')}
      </label>
      <TextArea
        id={envId}
        className={styles.mono}
        rows={3}
        spellCheck={false}
        autoCapitalize="off"
        placeholder="NOTES_DIR=/home/me/notes"
        value={value.env}
        aria-invalid={problem === 'env'}
        aria-describedby={problem === 'env' ? `${errorId} ${envHintId}` : envHintId}
        onChange={(event) => onChange({ ...value, env: event.target.value })}
      />
      <p id={envHintId} className={styles.hint}>
        {t('local.envHint')}
      </p>
    </>
  );
}
