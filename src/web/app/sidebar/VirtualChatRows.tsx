import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, type ReactNode, type RefObject } from 'react';
import styles from './ChatList.module.css';

const ROW_GAP = 8;
const ROW_HEIGHT = 66;
const NARROW_ROW_HEIGHT = 40;

export interface ChatRowsProps {
  count: number;
  narrow: boolean;
  label: string;
  scroller: RefObject<HTMLDivElement | null>;
  /** The row being dragged, which stays mounted even when the list scrolls it out of view. */
  activeIndex: number | null;
  selectedIndex: number;
  /** A row's measured height follows its session when the list is reordered. */
  keyOf: (index: number) => string | number;
  row: (index: number, top: number, measureRef: (node: HTMLElement | null) => void) => ReactNode;
}

/** A long list of sessions, virtualised: thousands of chats draw as fast as ten. */
export function VirtualChatRows({ count, narrow, label, scroller, activeIndex, selectedIndex, keyOf, row }: ChatRowsProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => (narrow ? NARROW_ROW_HEIGHT : ROW_HEIGHT) + ROW_GAP,
    getItemKey: keyOf,
    overscan: 6,
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = defaultRangeExtractor(range);
        return activeIndex === null || indexes.includes(activeIndex) ? indexes : [...indexes, activeIndex].sort((a, b) => a - b);
      },
      [activeIndex],
    ),
  });

  useEffect(() => virtualizer.measure(), [narrow, virtualizer]);

  // Keyboard switching (Alt/Ctrl + arrows) may select a session outside the visible rows.
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  return (
    <div role="list" aria-label={label} className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => row(item.index, item.start, virtualizer.measureElement))}
    </div>
  );
}
