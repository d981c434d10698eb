import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { ListItem } from '../../../components/List/List';
import { acceptAppUpdate, useAppUpdate } from '../../../services/pwa/app-update';
import { useAccessStore } from '../../../stores/access-store';
import { APP_VERSION, checkUsage, checkVersion, isNewerVersion, updateSource, useUpdateState } from '../update-state';

/** The update source in force: the server's UPDATE_URL, else the one the app was built with. */
export function useUpdateSource(): string {
  return updateSource(useAccessStore((s) => s.updateUrl));
}

export function VersionRow() {
  const { t } = useTranslation('settingsPage');
  const { versionStatus, remoteVersion, releaseUrl } = useUpdateState();
  const source = useUpdateSource();
  // The server's source arrives with its configuration, possibly after this row first showed.
  useEffect(() => void checkVersion(source), [source]);
  const hasNew = versionStatus === 'done' && isNewerVersion(remoteVersion, APP_VERSION);
  // A new deployment of this server's app, already installed in the browser, comes before a release
  // found at the update source: it only needs a reload.
  const { waiting: deployed, accepted } = useAppUpdate();
  if (deployed) {
    return (
      <ListItem title={t('update.current', { version: APP_VERSION })} subTitle={accepted ? t('update.afterReply') : t('update.deployed')}>
        <Button size="sm" disabled={accepted} onClick={acceptAppUpdate}>
          {t('update.reload')}
        </Button>
      </ListItem>
    );
  }
  // Without a source there is nothing to say beyond the version itself.
  const subTitle = !source
    ? undefined
    : versionStatus === 'checking'
      ? t('update.checking')
      : versionStatus === 'done'
        ? hasNew
          ? t('update.found', { version: remoteVersion })
          : t('update.latest')
        : undefined;
  return (
    <ListItem title={t('update.current', { version: APP_VERSION })} subTitle={subTitle}>
      {hasNew && releaseUrl ? (
        <a href={releaseUrl} target="_blank" rel="noopener noreferrer">
          {t('update.download')}
        </a>
      ) : source ? (
        <Button size="sm" disabled={versionStatus === 'checking'} onClick={() => void checkVersion(source, true)}>
          {t('update.check')}
        </Button>
      ) : undefined}
    </ListItem>
  );
}

export function UsageRow() {
  const { t } = useTranslation('settingsPage');
  const { t: te } = useTranslation('errors');
  const { usageStatus, used, subscription, usageError } = useUpdateState();
  const authorized = useAccessStore((s) => s.isAuthorized());
  const hidden = useAccessStore((s) => s.hideBalanceQuery);
  useEffect(() => {
    if (authorized && !hidden) void checkUsage();
  }, [authorized, hidden]);
  if (hidden) return null;

  const subTitle = !authorized
    ? t('usage.noAccess')
    : usageStatus === 'checking'
      ? t('usage.checking')
      : usageStatus === 'error'
        ? usageError
          ? `${t('usage.error')}: ${usageError}`
          : te('usageFailed')
        : usageStatus === 'done'
          ? subscription === undefined
            ? t('usage.subTitleUnknownTotal', { used })
            : t('usage.subTitle', { used, total: subscription })
          : undefined;
  return (
    <ListItem title={t('usage.title')} subTitle={subTitle}>
      {authorized ? (
        <Button size="sm" disabled={usageStatus === 'checking'} onClick={() => void checkUsage(true)}>
          {t('usage.check')}
        </Button>
      ) : undefined}
    </ListItem>
  );
}
