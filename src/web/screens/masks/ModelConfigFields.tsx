import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isImageModel } from '../../../core/images/image-models';
import { clampModelParam, type ClampedField } from '../../../core/models/clamp';
import type { ModelConfig } from '../../../core/types';
import { Input } from '../../components/Input/Input';
import { ListItem } from '../../components/List/List';
import { Switch } from '../../components/Switch/Switch';
import { ModelPickerButton } from '../chat/ModelPickerButton';
import { ImageConfigFields } from './ImageConfigFields';
import styles from './Masks.module.css';

/** Bounds of the two settings the clamps do not cover: a request carries at most this many past
 * messages, and a summary is worth making only past a few hundred characters. */
const HISTORY_COUNT_MAX = 64;
const COMPRESS_MIN = 500;
const COMPRESS_MAX = 4000;

interface Props {
  config: ModelConfig;
  readOnly: boolean;
  onChange: (patch: Partial<ModelConfig>) => void;
}

interface NumberFieldProps {
  labelId: string;
  value: number;
  step: number;
  readOnly: boolean;
  commit: (value: string) => void;
}

/** Clamped when the field is left, not on each key: typing 2000 passes through 2, which a
 * minimum of 500 would otherwise snap to 500 before the user has finished. */
function NumberField({ labelId, value, step, readOnly, commit }: NumberFieldProps) {
  return (
    <Input
      key={value}
      className={styles.number}
      type="number"
      aria-labelledby={labelId}
      step={step}
      defaultValue={value}
      readOnly={readOnly}
      onBlur={(event) => commit(event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && commit(event.currentTarget.value)}
    />
  );
}

type Range = { field: ClampedField; label: string; hint: string; step: number };

/** The mask's model, picked from the chat's own model list. */
function ModelChoiceButton({ config, readOnly, labelledBy, onChange }: Props & { labelledBy: string }) {
  const { t } = useTranslation('masks');
  const id = useId();
  return (
    <ModelPickerButton
      id={id}
      className={styles.modelChoice}
      aria-labelledby={`${labelledBy} ${id}`}
      disabled={readOnly}
      current={config}
      title={t('model.model')}
      onChoose={({ model, providerName, group }) => onChange({ model, providerName, group })}
    />
  );
}

export function ModelConfigFields({ config, readOnly, onChange }: Props) {
  const { t } = useTranslation('masks');
  const ranges: Range[] = [
    { field: 'temperature', label: t('model.temperature'), hint: t('model.temperatureHint'), step: 0.1 },
    { field: 'top_p', label: t('model.topP'), hint: t('model.topPHint'), step: 0.1 },
    { field: 'max_tokens', label: t('model.maxTokens'), hint: t('model.maxTokensHint'), step: 1 },
    { field: 'presence_penalty', label: t('model.presencePenalty'), hint: t('model.presencePenaltyHint'), step: 0.1 },
    { field: 'frequency_penalty', label: t('model.frequencyPenalty'), hint: t('model.frequencyPenaltyHint'), step: 0.1 },
  ];
  return (
    <>
      <ListItem title={t('model.model')}>{({ titleId }) => <ModelChoiceButton config={config} readOnly={readOnly} labelledBy={titleId} onChange={onChange} />}</ListItem>
      {isImageModel(config) ? (
        // The chat settings mean nothing to a model that draws; only its own are offered.
        <ImageConfigFields config={config} readOnly={readOnly} onChange={onChange} selectClassName={styles.select} />
      ) : (
        <ChatConfigFields config={config} readOnly={readOnly} onChange={onChange} ranges={ranges} />
      )}
    </>
  );
}

function ChatConfigFields({ config, readOnly, onChange, ranges }: Props & { ranges: Range[] }) {
  const { t } = useTranslation('masks');
  const whole = (value: string, min: number, max: number) => Math.min(max, Math.max(min, Math.round(Number(value) || 0)));
  return (
    <>
      {ranges.map(({ field, label, hint, step }) => (
        <ListItem key={field} title={label} subTitle={hint}>
          {({ titleId }) => (
            <NumberField
              labelId={titleId}
              step={step}
              value={config[field]}
              readOnly={readOnly}
              commit={(value) => onChange({ [field]: clampModelParam(field, value) })}
            />
          )}
        </ListItem>
      ))}
      <ListItem title={t('model.historyCount')} subTitle={t('model.historyCountHint')}>
        {({ titleId }) => (
          <NumberField
            labelId={titleId}
            step={1}
            value={config.historyMessageCount}
            readOnly={readOnly}
            commit={(value) => onChange({ historyMessageCount: whole(value, 0, HISTORY_COUNT_MAX) })}
          />
        )}
      </ListItem>
      <ListItem title={t('model.compressThreshold')} subTitle={t('model.compressThresholdHint')}>
        {({ titleId }) => (
          <NumberField
            labelId={titleId}
            step={100}
            value={config.compressMessageLengthThreshold}
            readOnly={readOnly}
            commit={(value) => onChange({ compressMessageLengthThreshold: whole(value, COMPRESS_MIN, COMPRESS_MAX) })}
          />
        )}
      </ListItem>
      <ListItem title={t('model.sendMemory')} subTitle={t('model.sendMemoryHint')}>
        {({ titleId }) => (
          <Switch
            aria-labelledby={titleId}
            checked={config.sendMemory}
            disabled={readOnly}
            onCheckedChange={(sendMemory) => onChange({ sendMemory })}
          />
        )}
      </ListItem>
    </>
  );
}
