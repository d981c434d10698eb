import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plugin, PluginAuthLocation, PluginAuthType } from '../../../core/types';
import { Button } from '../../components/Button/Button';
import { useFilePicker } from '../../components/FilePicker/use-file-picker';
import { fieldClassName, Input, TextArea } from '../../components/Input/Input';
import { ListItem } from '../../components/List/List';
import { Modal } from '../../components/Modal/Modal';
import { PasswordInput } from '../../components/PasswordInput/PasswordInput';
import { Switch } from '../../components/Switch/Switch';
import { DocumentLoadError, loadPluginDocument } from './load-document';
import { summarisePlugin } from './plugin-summary';
import styles from './Plugins.module.css';

const AUTH_TYPES: readonly PluginAuthType[] = ['none', 'basic', 'bearer', 'custom'];
const LOCATIONS: readonly PluginAuthLocation[] = ['header', 'query', 'body'];

interface Props {
  plugin: Plugin;
  onChange: (patch: Partial<Plugin>) => void;
  onClose: () => void;
}

/** A plugin's document and how to reach it. Title and version are read from the document. */
export function PluginEditor({ plugin, onChange, onClose }: Props) {
  const { t } = useTranslation('plugins');
  const documentId = useId();
  const [address, setAddress] = useState('');
  const [loadError, setLoadError] = useState<string>();
  const summary = useMemo(() => (plugin.content.trim() ? summarisePlugin(plugin.content) : undefined), [plugin.content]);

  const setContent = (content: string) => {
    const read = content.trim() ? summarisePlugin(content) : undefined;
    onChange({ content, ...(read?.ok ? { title: read.title ?? '', version: read.version ?? plugin.version } : {}) });
  };
  const picker = useFilePicker('.json,.yaml,.yml,application/json,application/yaml,text/yaml', (file) => void file.text().then(setContent), 'plugin-document-file');
  const loadAddress = async () => {
    setLoadError(undefined);
    try {
      setContent(await loadPluginDocument(address));
    } catch (error) {
      setLoadError(error instanceof DocumentLoadError && error.reason === 'proxy_off' ? t('editor.proxyOff') : t('editor.loadFailed', { detail: (error as Error).message }));
    }
  };

  return (
    <Modal open onClose={onClose} title={t('editor.title')} actions={<Button variant="primary" onClick={onClose}>{t('editor.done')}</Button>}>
      <div className={styles.editor}>
        <label htmlFor={documentId} className={styles.label}>
          {t('editor.document')}
        </label>
        <TextArea id={documentId} className={styles.document} rows={12} spellCheck={false} value={plugin.content} onChange={(event) => setContent(event.target.value)} />
        <div className={styles.loadRow}>
          <Button size="sm" onClick={picker.open}>
            {t('editor.loadFile')}
          </Button>
          {picker.input}
          <Input aria-label={t('editor.url')} placeholder="https://example.com/openapi.json" value={address} onChange={(event) => setAddress(event.target.value)} />
          <Button size="sm" disabled={!address.trim()} onClick={() => void loadAddress()}>
            {t('editor.loadUrl')}
          </Button>
        </div>
        {loadError && <p className={styles.error} role="alert">{loadError}</p>}
        {summary && !summary.ok && (
          <p className={styles.error} role="alert">
            {t('editor.formatError', { reason: t(`format.${summary.reason}`) })}
            {summary.detail && <span className={styles.detail}> {summary.detail}</span>}
          </p>
        )}
        {summary?.ok && (
          <section aria-label={t('editor.operations')} className={styles.operations}>
            <p className={styles.summary}>
              <strong>{summary.title ?? t('screen.untitled')}</strong> {summary.version} · {t('screen.methods', { count: summary.operations.length })}
            </p>
            {summary.operations.length === 0 ? (
              <p className={styles.muted}>{t('editor.noOperations')}</p>
            ) : (
              <ul className={styles.operationList}>
                {summary.operations.map((operation) => (
                  <li key={`${operation.method} ${operation.path}`}>
                    <code className={styles.method}>{operation.method.toUpperCase()}</code> <code>{operation.path}</code>
                    {operation.summary && <span className={styles.muted}> {operation.summary}</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        <ListItem title={t('editor.auth')}>
          {({ titleId }) => (
            <select aria-labelledby={titleId} className={fieldClassName} value={plugin.authType ?? 'none'} onChange={(event) => onChange({ authType: event.target.value as PluginAuthType })}>
              {AUTH_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`editor.authTypes.${type}`)}
                </option>
              ))}
            </select>
          )}
        </ListItem>
        {plugin.authType === 'custom' && (
          <ListItem title={t('editor.headerName')}>
            {({ titleId }) => <Input aria-labelledby={titleId} value={plugin.authHeader ?? ''} placeholder="X-Api-Key" onChange={(event) => onChange({ authHeader: event.target.value })} />}
          </ListItem>
        )}
        {(plugin.authType ?? 'none') !== 'none' && (
          <>
            <ListItem title={t('editor.token')}>
              {({ titleId }) => <PasswordInput aria-labelledby={titleId} value={plugin.authToken ?? ''} onChange={(event) => onChange({ authToken: event.target.value })} />}
            </ListItem>
            <ListItem title={t('editor.location')}>
              {({ titleId }) => (
                <select aria-labelledby={titleId} className={fieldClassName} value={plugin.authLocation ?? 'header'} onChange={(event) => onChange({ authLocation: event.target.value as PluginAuthLocation })}>
                  {LOCATIONS.map((location) => (
                    <option key={location} value={location}>
                      {t(`editor.locations.${location}`)}
                    </option>
                  ))}
                </select>
              )}
            </ListItem>
          </>
        )}
        <ListItem title={t('editor.proxy')} subTitle={t('editor.proxyHint')}>
          {({ titleId }) => <Switch aria-labelledby={titleId} checked={plugin.usingProxy ?? false} onCheckedChange={(usingProxy) => onChange({ usingProxy })} />}
        </ListItem>
      </div>
    </Modal>
  );
}
