import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { comparable, MAX_COMPARED_MODELS } from '../../../../core/chat/compare';
import { Button } from '../../../components/Button/Button';
import { Input } from '../../../components/Input/Input';
import { Modal } from '../../../components/Modal/Modal';
import { useAccessStore } from '../../../stores/access-store';
import { choiceOf, optionValue, type ModelChoice } from '../../settings/model-options';
import { useModelItems } from '../use-model-items';
import styles from './Compare.module.css';

interface ComparePickerProps {
  /** The chat's model, chosen to begin with. */
  current: ModelChoice;
  onAsk: (models: ModelChoice[]) => void;
  onClose: () => void;
}

/** The models of the model picker, two to four of them to choose, to ask the question together.
 * Needs the `compare` and `modelPicker` strings. */
export function ComparePicker({ current, onAsk, onClose }: ComparePickerProps) {
  const { t } = useTranslation('compare');
  const groups = useAccessStore((s) => s.groups);
  const { items, note } = useModelItems();
  const [chosen, setChosen] = useState<string[]>(() => {
    const value = optionValue(current);
    return items.some((item) => item.value === value) ? [value] : [];
  });
  const [filter, setFilter] = useState('');
  const listId = useId();
  const visible = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    return needle ? items.filter((item) => `${item.title} ${item.subTitle ?? ''}`.toLocaleLowerCase().includes(needle)) : items;
  }, [items, filter]);
  const full = chosen.length >= MAX_COMPARED_MODELS;
  const toggle = (value: string) => setChosen((now) => (now.includes(value) ? now.filter((other) => other !== value) : [...now, value]));
  const ask = () => {
    const models = chosen.map((value) => choiceOf(value, groups)).filter((choice): choice is ModelChoice => choice !== undefined);
    if (comparable(models.length)) onAsk(models);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('pickTitle')}
      description={note ? `${t('pickNote')} ${note}` : t('pickNote')}
      maximisable={false}
      className={styles.picker}
      actions={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="primary" disabled={!comparable(chosen.length)} onClick={ask}>
            {t('ask')}
          </Button>
        </>
      }
    >
      <Input value={filter} aria-label={t('filter')} placeholder={t('filter')} aria-controls={listId} onChange={(event) => setFilter(event.target.value)} />
      <p className={styles.count} role="status">
        {t('chosen', { count: chosen.length, max: MAX_COMPARED_MODELS })}
      </p>
      <ul id={listId} className={styles.models} aria-label={t('models')}>
        {visible.map((item, index) => {
          const checked = chosen.includes(item.value);
          const nameId = `${listId}-${index}-name`;
          const providerId = `${listId}-${index}-provider`;
          return (
            <li key={item.value}>
              <label className={styles.model}>
                {/* The fifth stays unchecked: more columns than four do not fit beside each other. */}
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  aria-labelledby={nameId}
                  aria-describedby={item.subTitle ? providerId : undefined}
                  onChange={() => toggle(item.value)}
                />
                <span id={nameId} className={styles.modelName}>
                  {item.title}
                </span>
                {item.subTitle && (
                  <span id={providerId} className={styles.modelProvider}>
                    {item.subTitle}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
