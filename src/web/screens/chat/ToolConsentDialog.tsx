import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button';
import { Modal } from '../../components/Modal/Modal';
import type { PendingConsent } from '../../services/mcp/consent-pending';
import styles from './ToolConsentDialog.module.css';

/** The arguments as the model sent them, indented; shown as text, never as markup. */
function formatted(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? '';
}

/** The question about one MCP tool call: what would run, with which arguments, and the answers. */
export function ToolConsentDialog({ pending, waiting }: { pending: PendingConsent; waiting: number }) {
  const { t } = useTranslation('mcpTools');
  const denyRef = useRef<HTMLButtonElement>(null);
  const { request, answer } = pending;
  return (
    <Modal
      open
      // Escape, the close button and a click beside the dialog all mean "no".
      onClose={() => answer('deny')}
      title={t('consent.title', { server: request.serverName })}
      maximisable={false}
      // The safe answer has the focus, so an Enter pressed while typing lets nothing run.
      initialFocusRef={denyRef}
      actions={
        <>
          <Button ref={denyRef} onClick={() => answer('deny')}>
            {t('consent.deny')}
          </Button>
          {!request.destructive && <Button onClick={() => answer('chat')}>{t('consent.allowChat')}</Button>}
          <Button variant="primary" onClick={() => answer('once')}>
            {t('consent.allowOnce')}
          </Button>
        </>
      }
    >
      <dl className={styles.facts}>
        <dt>{t('consent.server')}</dt>
        <dd>{request.serverName}</dd>
        <dt>{t('consent.tool')}</dt>
        <dd>
          <code>{request.toolName}</code>
        </dd>
        <dt>{t('consent.description')}</dt>
        <dd>
          {request.description ? (
            <>
              <p className={styles.description}>{request.description}</p>
              <p className={styles.note}>{t('consent.descriptionWarning')}</p>
            </>
          ) : (
            t('consent.noDescription')
          )}
        </dd>
        <dt>{t('consent.arguments')}</dt>
        <dd>
          <pre className={styles.arguments} tabIndex={0}>
            {formatted(request.arguments)}
          </pre>
        </dd>
      </dl>
      <p className={request.destructive ? styles.warning : styles.note}>{t(request.readOnly ? 'consent.readOnly' : request.destructive ? 'consent.destructive' : 'consent.writes')}</p>
      {waiting > 0 && <p className={styles.note}>{t('consent.waiting', { count: waiting })}</p>}
    </Modal>
  );
}
