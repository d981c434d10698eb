import { Dialog } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import { cx } from '../cx';
import { CheckIcon, SearchIcon } from '../icons/dialog';
import { Input } from '../Input/Input';
import modalStyles from '../Modal/Modal.module.css';
import styles from './Selector.module.css';
import { useActiveOption } from './use-active-option';

export interface SelectorItem<T> {
  title: string;
  subTitle?: string;
  value: T;
  disable?: boolean;
  icon?: ReactNode;
}

export interface SelectorProps<T> {
  items: readonly SelectorItem<T>[];
  defaultSelectedValue?: T | readonly T[];
  /** Several values can be chosen; the popup then stays open until closed. */
  multiple?: boolean;
  /** Called with every chosen value: one value in single mode, the whole choice in multiple mode. */
  onSelection?: (values: T[]) => void;
  onClose?: () => void;
  /** Heading of the popup; a generic "Select" is read out when absent. */
  label?: string;
  /** Shows a filter box; by default it appears when the list is longer than FILTER_THRESHOLD. */
  filterable?: boolean;
  /** One line above the list about what it holds (e.g. why some choices are missing). */
  note?: string;
}

/** Past this many items, scrolling to find one is slower than typing a few letters of it. */
const FILTER_THRESHOLD = 10;

function toArray<T>(value: T | readonly T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

/** A popup list for choosing one or several items. Mount it to open it; onClose asks to unmount. */
export function Selector<T>({
  items,
  defaultSelectedValue,
  multiple = false,
  onSelection,
  onClose,
  label,
  filterable = items.length > FILTER_THRESHOLD,
  note,
}: SelectorProps<T>) {
  const { t } = useTranslation('dialogs');
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const listId = `${baseId}-list`;
  const noteId = `${baseId}-note`;
  const [selected, setSelected] = useState<T[]>(() => toArray(defaultSelectedValue));
  const [filter, setFilter] = useState('');
  const filterRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const visible = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    const indexed = items.map((item, index) => ({ item, index }));
    if (!needle) return indexed;
    return indexed.filter(({ item }) =>
      `${item.title} ${item.subTitle ?? ''}`.toLocaleLowerCase().includes(needle),
    );
  }, [items, filter]);

  const isDisabled = (i: number) => visible[i]?.item.disable === true;
  // Open on the current choice, so Enter right away keeps it.
  const initial = visible.findIndex(({ item }) => !item.disable && selected.includes(item.value));
  const { active, setActive, onKeyDown } = useActiveOption(visible.length, isDisabled, initial);
  const activeId = active >= 0 ? `${baseId}-option-${visible[active]?.index}` : undefined;

  useEffect(() => {
    if (!activeId) return;
    // jsdom and some old browsers lack scrollIntoView; the list is still usable without it.
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const pick = (i: number) => {
    const entry = visible[i];
    if (!entry || entry.item.disable) return;
    setActive(i);
    const { value } = entry.item;
    if (!multiple) {
      onSelection?.([value]);
      onClose?.();
      return;
    }
    const next = selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
    setSelected(next);
    onSelection?.(next);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose?.()}>
      <Dialog.Portal>
        <Dialog.Overlay className={modalStyles.overlay}>
          <Dialog.Content
            className={cx(modalStyles.content, styles.content)}
            aria-labelledby={titleId}
            aria-describedby={note ? noteId : undefined}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              (filterRef.current ?? listRef.current)?.focus();
            }}
          >
            <Dialog.Title id={titleId} className={label ? styles.title : 'visually-hidden'}>
              {label ?? t('selector.label')}
            </Dialog.Title>
            {note && (
              <p id={noteId} className={styles.note}>
                {note}
              </p>
            )}
            {filterable && (
              <div className={styles.filter}>
                <SearchIcon size={16} className={styles.filterIcon} />
                <Input
                  ref={filterRef}
                  className={styles.filterInput}
                  value={filter}
                  placeholder={t('selector.filter')}
                  aria-label={t('selector.filter')}
                  role="combobox"
                  aria-expanded="true"
                  aria-autocomplete="list"
                  aria-controls={listId}
                  aria-activedescendant={activeId}
                  onChange={(event) => {
                    setFilter(event.target.value);
                    setActive(-1);
                  }}
                  onKeyDown={(event) => onKeyDown(event, pick, false)}
                />
              </div>
            )}
            <div
              ref={listRef}
              id={listId}
              role="listbox"
              className={styles.list}
              aria-labelledby={titleId}
              aria-multiselectable={multiple || undefined}
              aria-activedescendant={filterable ? undefined : activeId}
              tabIndex={filterable ? -1 : 0}
              onKeyDown={(event) => onKeyDown(event, pick, true)}
            >
              {visible.map(({ item, index }, i) => {
                const isSelected = selected.includes(item.value);
                return (
                  <div
                    key={index}
                    id={`${baseId}-option-${index}`}
                    role="option"
                    aria-selected={isSelected}
                    aria-disabled={item.disable || undefined}
                    className={cx(styles.option, i === active && styles.active, isSelected && styles.selected)}
                    onPointerMove={() => !item.disable && i !== active && setActive(i)}
                    onClick={() => pick(i)}
                  >
                    {item.icon && <span className={styles.optionIcon}>{item.icon}</span>}
                    <span className={styles.optionText}>
                      <span className={styles.optionTitle}>{item.title}</span>
                      {item.subTitle && <span className={styles.optionSubTitle}>{item.subTitle}</span>}
                    </span>
                    <span className={styles.check}>{isSelected && <CheckIcon size={16} />}</span>
                  </div>
                );
              })}
              {visible.length === 0 && <div className={styles.empty}>{t('selector.noResults')}</div>}
            </div>
            {multiple && (
              <div className={cx(modalStyles.footer, styles.footer)}>
                <span className={styles.count} aria-live="polite">
                  {t('selector.selected', { count: selected.length })}
                </span>
                <Button variant="primary" size="sm" onClick={() => onClose?.()}>
                  {t('selector.done')}
                </Button>
              </div>
            )}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
