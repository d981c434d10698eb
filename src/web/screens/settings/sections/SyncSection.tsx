import { useTranslation } from 'react-i18next';
import type { SyncProvider } from '../../../../core/types';
import { List, ListItem } from '../../../components/List/List';
import { PasswordInput } from '../../../components/PasswordInput/PasswordInput';
import { useSyncStore } from '../../../stores/sync-store';
import { Section, SelectRow, SwitchRow, TextRow } from '../controls';
import styles from '../SettingsScreen.module.css';
import { BackupRows } from './BackupRows';
import { IncludeDocumentsRow } from './IncludeDocumentsRow';
import { SyncStatusRows } from './SyncStatusRows';

const SYNC_PROVIDERS: readonly { value: SyncProvider; label: string }[] = [
  { value: 'webdav', label: 'WebDAV' },
  { value: 'upstash', label: 'UpStash' },
];

/** Sync (part 2 section 3 "Sync settings"): status and the runs first, then the provider's
 * fields, what is shared, and the backup file. */
export function SyncSection() {
  const { t } = useTranslation('settingsPage');
  const sync = useSyncStore();

  return (
    <Section id="settings-sync" title={t('sections.sync')}>
      <List>
        <SyncStatusRows />
        <SelectRow
          title={t('sync.provider.title')}
          value={sync.provider}
          options={SYNC_PROVIDERS}
          onChange={(provider) => sync.update({ provider: provider as SyncProvider })}
        />
        <SwitchRow
          title={t('sync.useProxy.title')}
          subTitle={t('sync.useProxy.subTitle')}
          checked={sync.useProxy}
          onChange={(useProxy) => sync.update({ useProxy })}
        />
        {sync.useProxy && (
          <TextRow title={t('sync.proxyUrl.title')} value={sync.proxyUrl} onChange={(proxyUrl) => sync.update({ proxyUrl })} />
        )}
        {sync.provider === 'webdav' ? (
          <>
            <TextRow title={t('sync.endpoint.title')} value={sync.webdav.endpoint} onChange={(endpoint) => sync.updateWebdav({ endpoint })} />
            <TextRow title={t('sync.username.title')} value={sync.webdav.username} onChange={(username) => sync.updateWebdav({ username })} />
            <ListItem title={t('sync.password.title')}>
              {({ titleId }) => (
                <PasswordInput
                  aria-labelledby={titleId}
                  wrapperClassName={styles.text}
                  value={sync.webdav.password}
                  onChange={(event) => sync.updateWebdav({ password: event.target.value })}
                />
              )}
            </ListItem>
          </>
        ) : (
          <>
            <TextRow title={t('sync.endpoint.title')} value={sync.upstash.endpoint} onChange={(endpoint) => sync.updateUpstash({ endpoint })} />
            <TextRow title={t('sync.backupName.title')} value={sync.upstash.username} onChange={(username) => sync.updateUpstash({ username })} />
            <ListItem title={t('sync.restToken.title')}>
              {({ titleId }) => (
                <PasswordInput
                  aria-labelledby={titleId}
                  wrapperClassName={styles.text}
                  value={sync.upstash.apiKey}
                  onChange={(event) => sync.updateUpstash({ apiKey: event.target.value })}
                />
              )}
            </ListItem>
          </>
        )}
        <SwitchRow
          title={t('sync.includeKeys.title')}
          subTitle={t('sync.includeKeys.subTitle')}
          checked={sync.includeKeys}
          onChange={(includeKeys) => sync.update({ includeKeys })}
        />
        <SwitchRow
          title={t('sync.includeImages.title')}
          subTitle={t('sync.includeImages.subTitle')}
          checked={sync.includeImages}
          onChange={(includeImages) => sync.update({ includeImages })}
        />
        <IncludeDocumentsRow />
        <SwitchRow
          title={t('sync.autoSync.title')}
          subTitle={t('sync.autoSync.subTitle')}
          checked={sync.autoSync}
          onChange={(autoSync) => sync.update({ autoSync })}
        />
        <BackupRows />
      </List>
    </Section>
  );
}
