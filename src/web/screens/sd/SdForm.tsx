import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SD3_MODEL_VERSIONS, SD_ASPECT_RATIOS, SD_MODELS, SD_PROMPT_MAX_LENGTH, STABLE_DIFFUSION_STYLES } from '../../../core/constants/stable-diffusion';
import { drawnWith, type SdParams } from '../../../core/providers/stability';
import { Button } from '../../components/Button/Button';
import { fieldClassName, TextArea } from '../../components/Input/Input';
import { runSdGeneration } from '../../services/sd/run-generation';
import { useSdStore } from '../../stores/sd-store';
import { outputFormatsOf, useSdDraft } from './sd-draft';
import styles from './Sd.module.css';

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function SelectField({ label, value, options, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={fieldClassName} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The panel's form: every field Stability's v2beta generation takes, with its documented values. */
export function SdForm({ onGenerated }: { onGenerated?: () => void }) {
  const { t } = useTranslation('sd');
  const { t: te } = useTranslation('errors');
  const params = useSdDraft((s) => s.params);
  const set = useSdDraft((s) => s.set);
  const [promptMissing, setPromptMissing] = useState(false);
  const promptId = useId();
  const errorId = useId();
  const promptLabel = t('form.prompt');

  const generate = () => {
    if (params.prompt.trim() === '') {
      setPromptMissing(true);
      document.getElementById(promptId)?.focus();
      return;
    }
    const record = useSdStore.getState().add(drawnWith(params));
    void runSdGeneration(record.id);
    onGenerated?.();
  };

  const text = (field: 'prompt' | 'negativePrompt') => (value: string) => {
    if (field === 'prompt' && value.trim()) setPromptMissing(false);
    set({ [field]: value } as Partial<SdParams>);
  };

  return (
    <form
      className={styles.form}
      aria-label={t('form.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        generate();
      }}
    >
      <div className={styles.field}>
        <label htmlFor={promptId} className={styles.label}>
          {promptLabel} <span aria-hidden="true">*</span>
        </label>
        <TextArea
          id={promptId}
          rows={4}
          required
          maxLength={SD_PROMPT_MAX_LENGTH}
          value={params.prompt}
          placeholder={te('fieldPrompt', { field: promptLabel })}
          aria-invalid={promptMissing || undefined}
          aria-describedby={promptMissing ? errorId : undefined}
          onChange={(event) => text('prompt')(event.target.value)}
        />
        {promptMissing && (
          <p id={errorId} className={styles.fieldError} role="alert">
            {te('fieldEmpty', { field: promptLabel })}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${promptId}-negative`} className={styles.label}>
          {t('form.negativePrompt')}
        </label>
        <TextArea
          id={`${promptId}-negative`}
          rows={2}
          maxLength={SD_PROMPT_MAX_LENGTH}
          value={params.negativePrompt}
          placeholder={t('form.negativePromptHint')}
          onChange={(event) => text('negativePrompt')(event.target.value)}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          label={t('form.model')}
          value={params.model}
          options={SD_MODELS.map((value) => ({ value, label: t(`models.${value}`) }))}
          onChange={(model) => set({ model })}
        />
        {params.model === 'sd3' ? (
          <SelectField label={t('form.modelVersion')} value={params.modelVersion} options={plain(SD3_MODEL_VERSIONS)} onChange={(modelVersion) => set({ modelVersion })} />
        ) : (
          <SelectField
            label={t('form.style')}
            value={params.style}
            options={[{ value: '', label: t('form.noStyle') }, ...STABLE_DIFFUSION_STYLES.map((value) => ({ value, label: t(`styles.${value}`) }))]}
            onChange={(style) => set({ style })}
          />
        )}
      </div>
      <div className={styles.row}>
        <SelectField label={t('form.aspectRatio')} value={params.aspectRatio} options={plain(SD_ASPECT_RATIOS)} onChange={(aspectRatio) => set({ aspectRatio })} />
        <SelectField
          label={t('form.outputFormat')}
          value={params.outputFormat}
          options={plain(outputFormatsOf(params.model))}
          onChange={(outputFormat) => set({ outputFormat })}
        />
      </div>
      <Button type="submit" variant="primary" block>
        {t('form.generate')}
      </Button>
    </form>
  );
}
