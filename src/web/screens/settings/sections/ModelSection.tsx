import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAMPS } from '../../../../core/constants/models';
import { isImageModel } from '../../../../core/images/image-models';
import { clampModelParam, type ClampedField } from '../../../../core/models/clamp';
import { Button } from '../../../components/Button/Button';
import { List, ListItem } from '../../../components/List/List';
import { showToast } from '../../../components/Toast/showToast';
import { useAccessStore } from '../../../stores/access-store';
import { useConfigStore } from '../../../stores/config-store';
import { ImageConfigFields } from '../../masks/ImageConfigFields';
import { NumberRow, RangeRow, Section, TextRow } from '../controls';
import { choiceOf, modelOptions, optionValue } from '../model-options';
import { describeRequestError, fetchModelIds } from '../provider-requests';
import styles from '../SettingsScreen.module.css';

type ParamLabel = 'temperature' | 'topP' | 'presencePenalty' | 'frequencyPenalty';
const SLIDERS: readonly { field: ClampedField; label: ParamLabel; step: number }[] = [
  { field: 'temperature', label: 'temperature', step: 0.1 },
  { field: 'top_p', label: 'topP', step: 0.1 },
  { field: 'presence_penalty', label: 'presencePenalty', step: 0.1 },
  { field: 'frequency_penalty', label: 'frequencyPenalty', step: 0.1 },
];

function ModelPicker({ fetched }: { fetched: readonly string[] }) {
  const { t, i18n } = useTranslation('settingsPage');
  const { t: tPicker } = useTranslation('modelPicker');
  const modelConfig = useConfigStore((s) => s.modelConfig);
  const userCustomModels = useConfigStore((s) => s.customModels);
  const updateModelConfig = useConfigStore((s) => s.updateModelConfig);
  const { customModels: serverCustomModels, disableGPT4, groups } = useAccessStore();
  const options = useMemo(
    () => modelOptions({ userCustomModels, serverCustomModels, disableGPT4, groups, fetched }),
    [userCustomModels, serverCustomModels, disableGPT4, groups, fetched],
  );
  const current = optionValue(modelConfig);
  const offered = options.categories.some((o) => o.value === current) || options.providers.some((g) => g.options.some((o) => o.value === current));

  // The categories left out, and why, as the chat's picker says it.
  const missing = options.unreachable.length > 0 ? tPicker('unreachable', { names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(options.unreachable) }) : undefined;

  return (
    <ListItem title={t('model.title')} subTitle={missing}>
      {({ titleId, subTitleId }) => (
        <select
          aria-labelledby={titleId}
          aria-describedby={subTitleId}
          className={styles.select}
          value={current}
          onChange={(event) => {
            const choice = choiceOf(event.target.value, groups);
            // group is always written, so leaving a group model also leaves its route.
            if (choice) updateModelConfig({ model: choice.model, providerName: choice.providerName, group: choice.group });
          }}
        >
          {!offered && <option value={current}>{t('model.unavailable', { model: modelConfig.model })}</option>}
          {options.categories.length > 0 && (
            <optgroup label={t('model.categories')}>
              {options.categories.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          )}
          {options.providers.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </ListItem>
  );
}

export function ModelSection() {
  const { t } = useTranslation('settingsPage');
  const config = useConfigStore();
  const serverDefault = useAccessStore((s) => s.defaultModel);
  const { modelConfig, updateModelConfig } = config;
  const [fetched, setFetched] = useState<readonly string[]>([]);
  const [fetching, setFetching] = useState(false);

  const fetchModels = async () => {
    setFetching(true);
    try {
      const ids = await fetchModelIds();
      setFetched(ids);
      showToast(t('model.fetch.done', { count: ids.length }));
    } catch (error) {
      showToast(t('model.fetch.failed', { message: await describeRequestError(error) }));
    } finally {
      setFetching(false);
    }
  };

  return (
    <Section id="settings-model" title={t('sections.model')}>
      <List>
        <ModelPicker fetched={fetched} />
        {serverDefault && <p className={styles.note}>{t('model.serverDefault', { model: serverDefault })}</p>}
        <TextRow
          title={t('model.customModels.title')}
          subTitle={t('model.customModels.subTitle')}
          placeholder={t('model.customModels.placeholder')}
          value={config.customModels}
          onChange={(customModels) => config.update({ customModels })}
        />
        <ListItem title={t('model.fetch.title')} subTitle={t('model.fetch.subTitle')}>
          <Button size="sm" disabled={fetching} onClick={() => void fetchModels()}>
            {t('model.fetch.action')}
          </Button>
        </ListItem>
        {isImageModel(modelConfig) ? (
          <ImageConfigFields config={modelConfig} onChange={updateModelConfig} selectClassName={styles.select} />
        ) : (
          <ChatParams />
        )}
      </List>
    </Section>
  );
}

/** What a chat model takes; an image model has its own fields instead. */
function ChatParams() {
  const { t } = useTranslation('settingsPage');
  const modelConfig = useConfigStore((s) => s.modelConfig);
  const updateModelConfig = useConfigStore((s) => s.updateModelConfig);
  return (
    <>
      {SLIDERS.map(({ field, label, step }) => (
        <RangeRow
          key={field}
          title={t(`model.${label}.title`)}
          subTitle={t(`model.${label}.subTitle`)}
          value={modelConfig[field]}
          min={CLAMPS[field].min}
          max={CLAMPS[field].max}
          step={step}
          onChange={(value) => updateModelConfig({ [field]: clampModelParam(field, value) })}
        />
      ))}
      <NumberRow
        title={t('model.maxTokens.title')}
        subTitle={t('model.maxTokens.subTitle')}
        value={modelConfig.max_tokens}
        min={CLAMPS.max_tokens.min}
        max={CLAMPS.max_tokens.max}
        onChange={(value) => {
          // An emptied field is a user mid-edit, not a request for the fallback.
          if (value.trim() !== '') updateModelConfig({ max_tokens: clampModelParam('max_tokens', value) });
        }}
      />
    </>
  );
}
