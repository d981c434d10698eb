import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button';
import { Input } from '../../components/Input/Input';
import { Modal } from '../../components/Modal/Modal';
import { mcpPromptText, type McpPromptEntry } from '../../services/mcp/prompts';
import styles from '../settings/mcp/McpSection.module.css';

interface Props {
  entry: McpPromptEntry;
  onInsert: (text: string) => void;
  onClose: () => void;
}

/** A server's prompt chosen from the '/' list: its arguments asked for, then its text fetched and
 * put in the input. A prompt without arguments is fetched at once. */
export function McpPromptDialog({ entry, onInsert, onClose }: Props) {
  const { t } = useTranslation('mcp');
  const formId = useId();
  const args = entry.prompt.arguments ?? [];
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const insert = async (filled: Record<string, string>) => {
    const missing = args.find((arg) => arg.required && !filled[arg.name]?.trim());
    if (missing) return setProblem(t('chat.required', { name: missing.name }));
    setBusy(true);
    setProblem(undefined);
    try {
      onInsert(await mcpPromptText(entry, filled));
    } catch {
      setProblem(t('chat.promptFailed', { server: entry.serverName }));
      setBusy(false);
    }
  };
  useEffect(() => {
    if (args.length === 0) void insert({});
    // Once, for a prompt that asks nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Modal
      open
      onClose={onClose}
      maximisable={false}
      title={t('chat.promptTitle', { name: entry.prompt.title ?? entry.prompt.name, server: entry.serverName })}
      actions={
        <>
          <Button onClick={onClose}>{t('chat.cancel')}</Button>
          <Button variant="primary" type="submit" form={formId} disabled={busy}>
            {t('chat.insert')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog is drawn in a portal, but React passes its submit on to the input's own form,
          // which would send the message.
          event.stopPropagation();
          void insert(values);
        }}
      >
        {entry.prompt.description && <p className={styles.hint}>{entry.prompt.description}</p>}
        {args.map((arg) => (
          <ArgumentField key={arg.name} name={arg.name} description={arg.description} value={values[arg.name] ?? ''} onChange={(value) => setValues((v) => ({ ...v, [arg.name]: value }))} />
        ))}
        {problem && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )}
      </form>
    </Modal>
  );
}

function ArgumentField({ name, description, value, onChange }: { name: string; description: string | undefined; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const hintId = useId();
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {name}
      </label>
      <Input id={id} value={value} aria-describedby={description ? hintId : undefined} onChange={(event) => onChange(event.target.value)} />
      {description && (
        <p id={hintId} className={styles.hint}>
          {description}
        </p>
      )}
    </>
  );
}
