import { useEffect, useRef, useState, type ButtonHTMLAttributes } from 'react';
import { modelLabel } from '../../../core/models/model-label';
import type { ModelConfig } from '../../../core/types';
import { EscapeWhileLoading } from '../../components/escape-while-loading';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { loadable } from '../../components/use-loaded';
import { ChevronDownIcon } from '../../components/icons/chat';
import { rememberFocus } from '../../components/focus-return';
import { withStrings } from '../../i18n/setup';
import { useAccessStore } from '../../stores/access-store';
import type { ModelChoice } from '../settings/model-options';
import styles from './ModelPickerButton.module.css';

/** The picker loads with its words when the pointer or the focus comes to the button. */
const picker = loadable(() => withStrings(import('./ModelPicker'), 'modelPicker').then((m) => m.ModelPicker));
const loadPicker = () => picker.load().catch(() => undefined);

interface Props extends Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'id' | 'className' | 'disabled' | 'aria-label' | 'aria-labelledby'> {
  current: Pick<ModelConfig, 'model' | 'providerName' | 'group'>;
  /** The picker's title. */
  title: string;
  onChoose: (choice: ModelChoice) => void;
  /** Subscribes to outside requests to open the picker (the ':model' command); returns the unsubscribe. */
  openOn?: (open: () => void) => () => void;
}

/** A model by the name the user knows it by (the id on hover), opening the model picker: the chat's
 * header and the mask editor both use it. */
export function ModelPickerButton({ current, title, onChoose, openOn, ...button }: Props) {
  const groups = useAccessStore((s) => s.groups);
  const [open, setOpen] = useState(false);
  const { value: ModelPicker, failed, retry } = picker.useValue(open);
  // The picker is unmounted at once when it closes: the focus goes back by hand.
  const restoreFocus = useRef(() => {});
  const show = () => {
    restoreFocus.current = rememberFocus();
    setOpen(true);
  };
  const hide = () => {
    setOpen(false);
    setTimeout(() => restoreFocus.current());
  };
  useEffect(() => openOn?.(show), [openOn]);
  return (
    <>
      <button type="button" title={current.model} onPointerEnter={() => void loadPicker()} onFocus={() => void loadPicker()} onClick={show} {...button}>
        {modelLabel(current, groups)}
        {/* Drawn, not a "▾" character: few fonts have one, and finding a font that does held up the
            first screen's layout by several milliseconds. */}
        <ChevronDownIcon size={14} className={styles.caret} />
      </button>
      {open &&
        (ModelPicker ? (
          <ModelPicker current={current} title={title} onChoose={onChoose} onClose={hide} />
        ) : (
          <EscapeWhileLoading onEscape={hide}>{failed && <LoadFailed onRetry={retry} onClose={hide} />}</EscapeWhileLoading>
        ))}
    </>
  );
}
