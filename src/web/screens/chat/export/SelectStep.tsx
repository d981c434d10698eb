import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectAll, selectByRole, selectLatest, selectRange } from '../../../../core/export/selection';
import { Button } from '../../../components/Button/Button';
import { Input } from '../../../components/Input/Input';
import { Switch } from '../../../components/Switch/Switch';
import styles from './Export.module.css';
import { MessagePicker } from './MessagePicker';
import type { ExportChoices, ExportFormat, ExportScope } from './use-export-choices';

const FORMATS: ExportFormat[] = ['markdown', 'image'];
const SCOPES: { value: ExportScope; label: 'thisPath' | 'everyBranch' }[] = [
  { value: 'path', label: 'thisPath' },
  { value: 'every', label: 'everyBranch' },
];
const DEFAULT_LATEST = 10;

/** A whole number from a number field, or the fallback when it holds none. */
const numberOf = (value: string, fallback: number) => (Number.isFinite(Number.parseInt(value, 10)) ? Number.parseInt(value, 10) : fallback);

interface PositionInputProps {
  label: string;
  placeholder?: string;
  total: number;
  value: string;
  onChange: (value: string) => void;
}

/** A message's position in the conversation, 1 to the number of messages. */
function PositionInput({ label, placeholder, total, value, onChange }: PositionInputProps) {
  return (
    <Input
      type="number"
      min={1}
      max={total}
      inputMode="numeric"
      className={styles.number}
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function SelectStep({ choices }: { choices: ExportChoices }) {
  const { t } = useTranslation('exportDialog');
  const { t: tb } = useTranslation('branches');
  const id = useId();
  const { meta, messages, branched, scope, setScope, format, setFormat, includeContext, setIncludeContext, selection, setSelection } = choices;
  const total = messages?.length ?? 0;
  const [latest, setLatest] = useState(String(DEFAULT_LATEST));
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState('');
  const contextCount = meta?.mask.context.length ?? 0;
  const list = messages ?? [];

  return (
    <div className={styles.step}>
      <fieldset className={styles.formats}>
        <legend className={styles.label}>{t('format.label')}</legend>
        {FORMATS.map((value) => (
          <label key={value} className={styles.format}>
            <input type="radio" name={`${id}-format`} value={value} checked={format === value} onChange={() => setFormat(value)} />
            <span>{t(`format.${value}`)}</span>
          </label>
        ))}
      </fieldset>

      {branched && format === 'markdown' && (
        <fieldset className={styles.formats}>
          <legend className={styles.label}>{tb('exportScope')}</legend>
          {SCOPES.map(({ value, label }) => (
            <label key={value} className={styles.format}>
              <input type="radio" name={`${id}-scope`} value={value} checked={scope === value} onChange={() => setScope(value)} />
              <span>{tb(label)}</span>
            </label>
          ))}
        </fieldset>
      )}

      {contextCount > 0 && (
        <div className={styles.option}>
          <div>
            <label htmlFor={`${id}-context`} className={styles.label}>
              {t('includeContext')}
            </label>
            <div className={styles.hint}>{t('includeContextHint', { count: contextCount })}</div>
          </div>
          <Switch id={`${id}-context`} checked={includeContext} onCheckedChange={setIncludeContext} />
        </div>
      )}

      <section className={styles.messages} aria-labelledby={`${id}-messages`}>
        <div className={styles.messagesHead}>
          <h3 id={`${id}-messages`} className={styles.label}>
            {t('select.label')}
          </h3>
          <span className={styles.hint} aria-live="polite">
            {t('select.count', { selected: selection.size, total })}
          </span>
        </div>
        {!messages ? (
          <p className={styles.hint}>{t('select.loading')}</p>
        ) : total === 0 ? (
          <p className={styles.hint}>{t('select.empty')}</p>
        ) : (
          <>
            <div className={styles.quick}>
              <Button size="sm" onClick={() => setSelection(selectAll(list))}>
                {t('select.all')}
              </Button>
              <Button size="sm" onClick={() => setSelection(new Set())}>
                {t('select.none')}
              </Button>
              <Button size="sm" onClick={() => setSelection(selectByRole(list, 'user'))}>
                {t('select.user')}
              </Button>
              <Button size="sm" onClick={() => setSelection(selectByRole(list, 'assistant'))}>
                {t('select.assistant')}
              </Button>
            </div>
            <div className={styles.quick}>
              <span className={styles.inline}>
                <PositionInput label={t('select.latestCount')} total={total} value={latest} onChange={setLatest} />
                <Button size="sm" onClick={() => setSelection(selectLatest(list, numberOf(latest, 0)))}>
                  {t('select.latest')}
                </Button>
              </span>
              <span className={styles.inline}>
                <PositionInput label={t('select.from')} placeholder={t('select.from')} total={total} value={from} onChange={setFrom} />
                <span aria-hidden="true">–</span>
                <PositionInput label={t('select.to')} placeholder={String(total)} total={total} value={to} onChange={setTo} />
                <Button size="sm" onClick={() => setSelection(selectRange(list, numberOf(from, 1) - 1, numberOf(to, total) - 1))}>
                  {t('select.range')}
                </Button>
              </span>
            </div>
            <p className={styles.hint}>{t('select.rangeHint')}</p>
            <MessagePicker messages={list} selection={selection} onChange={setSelection} />
          </>
        )}
      </section>
    </div>
  );
}
