import { useTranslation } from 'react-i18next';
import { pointOpenAiAt, restorableKeys } from '../../../../core/providers/kept-keys';
import { Button } from '../../../components/Button/Button';
import { withBoldValues } from '../../../components/bold-values';
import { useAccessStore } from '../../../stores/access-store';
import { endpointHost } from '../endpoint-host';
import styles from '../SettingsScreen.module.css';

/** The OpenAI keys kept for other endpoints (a fast link moved the endpoint without a key), each
 * with the one way back: its own endpoint and its key together, so a key never reaches another host. */
export function KeptKeys() {
  const { t } = useTranslation('settingsPage');
  const access = useAccessStore();
  return restorableKeys(access).map((entry) => {
    const host = endpointHost(access, entry.url);
    return (
      <p key={entry.url} className={styles.note}>
        {withBoldValues((values) => t('access.keptKey.note', values), { host })}{' '}
        <Button size="sm" onClick={() => access.update(pointOpenAiAt(useAccessStore.getState(), entry.url))}>
          {t('access.keptKey.restore', { host })}
        </Button>
      </p>
    );
  });
}
