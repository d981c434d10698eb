import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageImages, messageText } from '../../../../core/chat/message-content';
import { extendRange, toggle, type Selection } from '../../../../core/export/selection';
import type { ChatMessage } from '../../../../core/types';
import styles from './Export.module.css';

/** Rows are one line high, so the list can be drawn from their count alone. */
const ROW_HEIGHT = 40;
const PREVIEW_CHARS = 160;

function preview(message: ChatMessage): string {
  const text = messageText(message.content).replace(/\s+/g, ' ').trim();
  if (text) return text.slice(0, PREVIEW_CHARS);
  const images = messageImages(message.content).length;
  return images > 0 ? '🖼'.repeat(Math.min(images, 4)) : (message.tool_calls?.map((call) => call.function.name).join(', ') ?? '');
}

interface MessagePickerProps {
  messages: readonly ChatMessage[];
  selection: Selection;
  onChange: (selection: Selection) => void;
}

/** The chat's messages with a checkbox each, virtualised: a chat of thousands of messages draws as
 * fast as one of ten. Shift+click selects (or clears) everything from the last clicked message. */
export function MessagePicker({ messages, selection, onChange }: MessagePickerProps) {
  const { t } = useTranslation('exportDialog');
  const { t: tc } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<number | null>(null);
  // Whether Shift was held on the click that changes a checkbox: the change event itself does not
  // say (the browser's is a plain Event), and its click comes first.
  const shiftClick = useRef(false);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => messages[index]?.id ?? index,
    overscan: 8,
  });

  const change = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const message = messages[index];
    if (!message) return;
    const shift = shiftClick.current;
    shiftClick.current = false;
    const from = anchor.current;
    onChange(shift && from !== null ? extendRange(selection, messages, from, index, event.target.checked) : toggle(selection, message.id));
    anchor.current = index;
  };

  return (
    // As tall as its rows (plus the borders), up to the cap of the style sheet.
    <div ref={scroller} className={styles.picker} style={{ height: virtualizer.getTotalSize() + 2 }} role="group" aria-label={t('select.label')}>
      <div className={styles.pickerList} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const message = messages[item.index];
          if (!message) return null;
          const role = tc(`roles.${message.role}`);
          return (
            <label key={item.key} className={styles.pickerRow} style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}>
              <input
                type="checkbox"
                checked={selection.has(message.id)}
                onClick={(event) => (shiftClick.current = event.shiftKey)}
                onChange={(event) => change(item.index, event)}
                aria-label={`${t('select.message', { index: item.index + 1 })} · ${role}`}
              />
              <span className={styles.pickerIndex} aria-hidden="true">
                {item.index + 1}
              </span>
              <span className={`${styles.pickerRole} ${message.role === 'user' ? styles.pickerUser : ''}`} aria-hidden="true">
                {role}
              </span>
              <span className={styles.pickerText} aria-hidden="true">
                {preview(message)}
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
