import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPEECH_VOICES, VOICE_PROVIDERS, type VoiceSettings } from '../../../../core/schemas/voice-settings';
import { SPEECH_SPEED_MAX, SPEECH_SPEED_MIN } from '../../../../core/voice/speech-request';
import { List, ListItem } from '../../../components/List/List';
import { browserVoiceCount } from '../../../services/voice/reader';
import { browserHasRecognition } from '../../../services/voice/recognition-class';
import { useConfigStore } from '../../../stores/config-store';
import { RangeRow, SelectRow, Section, SwitchRow, TextRow } from '../controls';

/** The speed slider moves in quarters: finer steps are not heard. */
const SPEED_STEP = 0.25;

/** Who reads aloud and writes down dictation, with which voice and model, and when. */
export function VoiceSection() {
  const { t } = useTranslation('voice');
  const voice = useConfigStore((s) => s.voice);
  const update = (patch: Partial<VoiceSettings>) => useConfigStore.getState().update({ voice: { ...useConfigStore.getState().voice, ...patch } });
  const provider = voice.provider;
  return (
    <Section id="settings-voice" title={t('settings.title')}>
      <List>
        <SelectRow
          title={t('settings.provider.title')}
          subTitle={t('settings.provider.subTitle')}
          value={provider}
          options={VOICE_PROVIDERS.map((value) => ({ value, label: t(`settings.provider.${value}`) }))}
          onChange={(value) => update({ provider: value as VoiceSettings['provider'] })}
        />
        {provider === 'browser' && <BrowserLimits />}
        {provider !== 'browser' && (
          <>
            <TextRow title={t('settings.speechModel.title')} subTitle={t('settings.speechModel.subTitle')} value={voice.speechModel} onChange={(speechModel) => update({ speechModel })} />
            <SelectRow
              title={t('settings.voice.title')}
              value={voice.voice}
              // The voices' own names, as the provider lists them.
              options={SPEECH_VOICES.map((value) => ({ value, label: value }))}
              onChange={(value) => update({ voice: value as VoiceSettings['voice'] })}
            />
            <RangeRow
              title={t('settings.speed.title')}
              subTitle={t('settings.speed.subTitle')}
              value={voice.speed}
              min={SPEECH_SPEED_MIN}
              max={SPEECH_SPEED_MAX}
              step={SPEED_STEP}
              onChange={(value) => update({ speed: Number(value) })}
            />
            <TextRow
              title={t('settings.transcriptionModel.title')}
              subTitle={t('settings.transcriptionModel.subTitle')}
              value={voice.transcriptionModel}
              onChange={(transcriptionModel) => update({ transcriptionModel })}
            />
          </>
        )}
        <SwitchRow title={t('settings.readReplies.title')} subTitle={t('settings.readReplies.subTitle')} checked={voice.readReplies} onChange={(readReplies) => update({ readReplies })} />
        <SelectRow
          title={t('settings.dictationMode.title')}
          // The choices' names are short enough for a phone's list box; what the chosen one does is
          // said under the title.
          subTitle={t(voice.dictationMode === 'push' ? 'settings.dictationMode.pushHint' : 'settings.dictationMode.handsFreeHint')}
          value={voice.dictationMode}
          options={[
            { value: 'push', label: t('settings.dictationMode.push') },
            { value: 'hands-free', label: t('settings.dictationMode.handsFree') },
          ]}
          onChange={(value) => update({ dictationMode: value as VoiceSettings['dictationMode'] })}
        />
        <SwitchRow
          title={t('settings.sendDictation.title')}
          subTitle={t('settings.sendDictation.subTitle')}
          checked={voice.sendDictation}
          onChange={(sendDictation) => update({ sendDictation })}
        />
      </List>
    </Section>
  );
}

/** What this browser cannot do by itself, said where its own voice is chosen: a browser without
 * voices reads nothing aloud, one without speech recognition offers no dictation. */
function BrowserLimits() {
  const { t } = useTranslation('voice');
  const [voices, setVoices] = useState<number>();
  useEffect(() => {
    let live = true;
    void browserVoiceCount().then((count) => live && setVoices(count));
    return () => {
      live = false;
    };
  }, []);
  const limits = [voices === 0 && t('settings.provider.noVoices'), !browserHasRecognition() && t('settings.provider.noRecognition')].filter(Boolean);
  if (limits.length === 0) return null;
  return <ListItem role="status" title={limits.join(' ')} />;
}
