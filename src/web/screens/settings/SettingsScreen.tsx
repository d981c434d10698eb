import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../app/layout/ScreenHeader';
import { List } from '../../components/List/List';
import { ChatSection } from './sections/ChatSection';
import { DangerSection } from './sections/DangerSection';
import { GeneralSection } from './sections/GeneralSection';
import { McpSection } from './mcp/McpSection';
import { ModelSection } from './sections/ModelSection';
import { ProviderSection } from './sections/ProviderSection';
import { SyncSection } from './sections/SyncSection';
import { UsageRow, useUpdateSource, VersionRow } from './sections/UpdateSection';
import { WebSearchSection } from './sections/WebSearchSection';
import { VoiceSection } from './sections/VoiceSection';
import { Section } from './controls';
import layout from '../../app/layout/ScreenLayout.module.css';

export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const { t: tp } = useTranslation('settingsPage');
  // Nothing is checked without an update source: the section then only names the version.
  const updates = useUpdateSource() !== '';
  return (
    <div className={layout.screen}>
      <ScreenHeader title={t('title')} subtitle={t('subtitle')} />
      <div className={layout.body}>
        <Section id="settings-update" title={updates ? tp('update.title') : tp('update.version')}>
          <List>
            <VersionRow />
            <UsageRow />
          </List>
        </Section>
        <GeneralSection />
        <ChatSection />
        <ProviderSection />
        <ModelSection />
        <VoiceSection />
        <McpSection />
        <WebSearchSection />
        <SyncSection />
        <DangerSection />
      </div>
    </div>
  );
}

