import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commandLine, type LocalCommand } from '../../../../core/mcp/local-command';
import { Button } from '../../../components/Button/Button';
import { Modal } from '../../../components/Modal/Modal';
import styles from './McpSection.module.css';

interface Props {
  name: string;
  /** The command line shown, and the one Start allows: fixed when the dialog opens, so a change
   * of the record meanwhile (another device's) is not what gets started. */
  command: LocalCommand;
  onStart: (command: LocalCommand) => void;
  onClose: () => void;
}

/** Asks before a local server's program starts: the exact command line, each word quoted as a
 * shell would show it, and the names of the variables it gets (never their values, which may be
 * secrets on a shared screen). Nothing starts without Start. */
export function LocalConsentDialog({ name, command, onStart, onClose }: Props) {
  const { t } = useTranslation('mcp');
  const [shown] = useState(command);
  const names = Object.keys(shown.env);
  return (
    <Modal
      open
      onClose={onClose}
      maximisable={false}
      title={t('local.consentTitle')}
      actions={
        <>
          <Button onClick={onClose}>{t('local.cancel')}</Button>
          <Button variant="primary" onClick={() => onStart(shown)}>
            {t('local.start')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p className={styles.hint}>{t('local.consentBody', { name })}</p>
        <pre className={styles.commandLine} aria-label={t('local.command')}>
          {commandLine(shown)}
        </pre>
        <p className={styles.hint}>{names.length > 0 ? t('local.consentVariables', { names: names.join(', ') }) : t('local.consentNoVariables')}</p>
      </div>
    </Modal>
  );
}
