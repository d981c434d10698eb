import { useTranslation } from 'react-i18next';
import { INPUT_TEMPLATE_PLACEHOLDER } from '../../../../core/defaults';
import { List } from '../../../components/List/List';
import { useConfigStore } from '../../../stores/config-store';
import { ImageHostsRow } from '../ImageHostsRow';
import { NumberRow, Section, SwitchRow, TextRow } from '../controls';
import { parseIntegerInput } from '../validation';

/** The sliders' ranges, those of the reference client: the stored values have no bounds of their own. */
const HISTORY_COUNT_MAX = 64;
const COMPRESS_THRESHOLD_MIN = 500;
const COMPRESS_THRESHOLD_MAX = 4000;

export function ChatSection() {
  const { t } = useTranslation('settingsPage');
  const config = useConfigStore();
  const { modelConfig, updateModelConfig } = config;

  return (
    <Section id="settings-chat" title={t('sections.chat')}>
      <List>
        <SwitchRow
          title={t('injectSystemPrompts.title')}
          subTitle={t('injectSystemPrompts.subTitle')}
          checked={modelConfig.enableInjectSystemPrompts}
          onChange={(enableInjectSystemPrompts) => updateModelConfig({ enableInjectSystemPrompts })}
        />
        <TextRow
          title={t('template.title')}
          subTitle={t('template.subTitle', { placeholder: INPUT_TEMPLATE_PLACEHOLDER })}
          value={modelConfig.template}
          placeholder={INPUT_TEMPLATE_PLACEHOLDER}
          onChange={(template) => updateModelConfig({ template })}
        />
        <SwitchRow
          title={t('autoTitle.title')}
          subTitle={t('autoTitle.subTitle')}
          checked={config.enableAutoGenerateTitle}
          onChange={(enableAutoGenerateTitle) => config.update({ enableAutoGenerateTitle })}
        />
        <SwitchRow
          title={t('artifacts.title')}
          subTitle={t('artifacts.subTitle')}
          checked={config.enableArtifacts}
          onChange={(enableArtifacts) => config.update({ enableArtifacts })}
        />
        <ImageHostsRow />
        <SwitchRow
          title={t('maskSplash.title')}
          subTitle={t('maskSplash.subTitle')}
          checked={!config.dontShowMaskSplashScreen}
          onChange={(show) => config.update({ dontShowMaskSplashScreen: !show })}
        />
        <SwitchRow
          title={t('hideBuiltinMasks.title')}
          subTitle={t('hideBuiltinMasks.subTitle')}
          checked={config.hideBuiltinMasks}
          onChange={(hideBuiltinMasks) => config.update({ hideBuiltinMasks })}
        />
        <SwitchRow
          title={t('promptHint.title')}
          subTitle={t('promptHint.subTitle')}
          checked={!config.disablePromptHint}
          onChange={(enabled) => config.update({ disablePromptHint: !enabled })}
        />
        <NumberRow
          title={t('historyCount.title')}
          subTitle={t('historyCount.subTitle')}
          value={modelConfig.historyMessageCount}
          min={0}
          max={HISTORY_COUNT_MAX}
          onChange={(value) =>
            updateModelConfig({ historyMessageCount: parseIntegerInput(value, modelConfig.historyMessageCount, 0, HISTORY_COUNT_MAX) })
          }
        />
        <SwitchRow
          title={t('sendMemory.title')}
          subTitle={t('sendMemory.subTitle')}
          checked={modelConfig.sendMemory}
          onChange={(sendMemory) => updateModelConfig({ sendMemory })}
        />
        <NumberRow
          title={t('compressThreshold.title')}
          subTitle={t('compressThreshold.subTitle')}
          value={modelConfig.compressMessageLengthThreshold}
          min={COMPRESS_THRESHOLD_MIN}
          max={COMPRESS_THRESHOLD_MAX}
          step={100}
          onChange={(value) =>
            updateModelConfig({
              compressMessageLengthThreshold: parseIntegerInput(
                value,
                modelConfig.compressMessageLengthThreshold,
                COMPRESS_THRESHOLD_MIN,
                COMPRESS_THRESHOLD_MAX,
              ),
            })
          }
        />
      </List>
    </Section>
  );
}
