// Row controls shared by the sections. Every control is named by its row's title (through
// aria-labelledby), so screen readers and tests find it by the visible text.

import { useEffect, useState, type ReactNode } from 'react';
import { Input } from '../../components/Input/Input';
import { ListItem } from '../../components/List/List';
import { Switch } from '../../components/Switch/Switch';
import styles from './SettingsScreen.module.css';

interface RowProps {
  title: ReactNode;
  subTitle?: ReactNode;
}

export function SwitchRow({ title, subTitle, checked, onChange }: RowProps & { checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <ListItem title={title} subTitle={subTitle}>
      {({ titleId }) => <Switch aria-labelledby={titleId} checked={checked} onCheckedChange={onChange} />}
    </ListItem>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectRow({
  title,
  subTitle,
  value,
  options,
  onChange,
}: RowProps & { value: string; options: readonly SelectOption[]; onChange: (value: string) => void }) {
  return (
    <ListItem title={title} subTitle={subTitle}>
      {({ titleId }) => (
        <select aria-labelledby={titleId} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </ListItem>
  );
}

/** A number field that keeps what is being typed and commits it on every valid keystroke; the
 * committed value (after the caller's clamp) is shown again when the field loses focus. */
export function NumberRow({
  title,
  subTitle,
  value,
  min,
  max,
  step = 1,
  onChange,
}: RowProps & { value: number; min: number; max: number; step?: number; onChange: (value: string) => void }) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  return (
    <ListItem title={title} subTitle={subTitle}>
      {({ titleId }) => (
        <Input
          aria-labelledby={titleId}
          className={styles.number}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            onChange(event.target.value);
          }}
          onBlur={() => setDraft(String(value))}
        />
      )}
    </ListItem>
  );
}

export function RangeRow({
  title,
  subTitle,
  value,
  min,
  max,
  step,
  onChange,
}: RowProps & { value: number; min: number; max: number; step: number; onChange: (value: string) => void }) {
  return (
    <ListItem title={title} subTitle={subTitle}>
      {({ titleId }) => (
        <div className={styles.range}>
          <input aria-labelledby={titleId} type="range" min={min} max={max} step={step} value={value} onChange={(event) => onChange(event.target.value)} />
          <span className={styles.rangeValue}>{value}</span>
        </div>
      )}
    </ListItem>
  );
}

export function TextRow({
  title,
  subTitle,
  value,
  placeholder,
  onChange,
}: RowProps & { value: string; placeholder?: string; onChange: (value: string) => void }) {
  return (
    <ListItem title={title} subTitle={subTitle}>
      {({ titleId }) => (
        <Input aria-labelledby={titleId} className={styles.text} value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
      )}
    </ListItem>
  );
}

export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
