import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { showConfirm } from '../../../components/Dialogs/show';
import { List, ListItem } from '../../../components/List/List';
import { clearAllData } from '../../../stores/backup';
import { useConfigStore } from '../../../stores/config-store';
import { Section } from '../controls';

export function DangerSection() {
  const { t } = useTranslation('settingsPage');

  const reset = async () => {
    if (await showConfirm(t('danger.reset.confirm'), { danger: true, confirmText: t('danger.reset.action') })) {
      useConfigStore.getState().resetToDefaults();
    }
  };
  const clear = async () => {
    if (await showConfirm(t('danger.clear.confirm'), { danger: true, confirmText: t('danger.clear.action') })) {
      await clearAllData();
      // The stores in memory still hold the old data; a fresh start reads the now empty database.
      window.location.reload();
    }
  };

  return (
    <Section id="settings-danger" title={t('sections.danger')}>
      <List>
        <ListItem title={t('danger.reset.title')} subTitle={t('danger.reset.subTitle')}>
          <Button size="sm" variant="danger" onClick={() => void reset()}>
            {t('danger.reset.action')}
          </Button>
        </ListItem>
        <ListItem title={t('danger.clear.title')} subTitle={t('danger.clear.subTitle')}>
          <Button size="sm" variant="danger" onClick={() => void clear()}>
            {t('danger.clear.action')}
          </Button>
        </ListItem>
      </List>
    </Section>
  );
}
