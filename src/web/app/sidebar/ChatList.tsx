import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { showConfirm } from '../../components/Dialogs/show';
import { useChatStore } from '../../stores/chat-store';
import { deleteSessionWithUndo } from '../sessions/delete-session';
import { MOBILE_QUERY, useMediaQuery } from '../use-media-query';
import { useTopicLabel } from '../use-topic';
import styles from './ChatList.module.css';
import { ChatListRow } from './ChatListRow';
import { useSortableModule } from './use-sortable-module';

const ROW_GAP = 8;
const ROW_HEIGHT = 66;
const NARROW_ROW_HEIGHT = 40;

/** The sessions, in the store's order, virtualised: thousands of chats draw as fast as ten. A row
 * can be dragged to another place; the selection stays on the same session. */
export function ChatList({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation('shell');
  const { t: ts } = useTranslation('session');
  const [, navigate] = useLocation();
  const sessions = useChatStore((s) => s.sessions);
  const currentSessionId = useChatStore((s) => s.currentSessionId);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const topicLabel = useTopicLabel();
  const scroller = useRef<HTMLDivElement>(null);
  const { module: sortable, load: loadSortable, onPointerDown, onPointerUp } = useSortableModule(scroller);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  // A drag ends with a pointer-up on the row it started from; that click must not select it.
  const dragEndedAt = useRef(0);

  const virtualizer = useVirtualizer({
    count: sessions.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => (narrow ? NARROW_ROW_HEIGHT : ROW_HEIGHT) + ROW_GAP,
    getItemKey: (index) => sessions[index]?.id ?? index,
    overscan: 6,
    // The row being dragged stays mounted even when the list scrolls it out of view.
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = defaultRangeExtractor(range);
        return activeIndex === null || indexes.includes(activeIndex)
          ? indexes
          : [...indexes, activeIndex].sort((a, b) => a - b);
      },
      [activeIndex],
    ),
  });

  useEffect(() => virtualizer.measure(), [narrow, virtualizer]);

  // Keyboard switching (Alt/Ctrl + arrows) may select a session outside the visible rows.
  const selectedIndex = sessions.findIndex((s) => s.id === currentSessionId);
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  if (sessions.length === 0) return <p className={styles.empty}>{t('sidebar.noChats')}</p>;

  const select = (id: string) => {
    if (Date.now() - dragEndedAt.current < 300) return;
    useChatStore.getState().selectSession(id);
    navigate('/chat');
  };
  const remove = async (id: string) => {
    const session = useChatStore.getState().sessions.find((s) => s.id === id);
    if (!session) return;
    if (mobile && !(await showConfirm(ts('confirmDelete', { topic: topicLabel(session.topic) })))) return;
    deleteSessionWithUndo(id);
  };

  const rows = virtualizer.getVirtualItems().map((item) => {
    const session = sessions[item.index];
    if (!session) return null;
    const props = {
      session,
      index: item.index,
      count: sessions.length,
      top: item.start,
      selected: session.id === currentSessionId,
      narrow,
      mobile,
      topic: topicLabel(session.topic),
      measureRef: virtualizer.measureElement,
      onSelect: select,
      onDelete: (id: string) => void remove(id),
    };
    return sortable ? <sortable.Row key={item.key} {...props} /> : <ChatListRow key={item.key} {...props} />;
  });

  const list = (
    <div role="list" aria-label={t('sidebar.chats')} className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
      {rows}
    </div>
  );

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      onPointerEnter={loadSortable}
      onTouchStart={loadSortable}
      onFocus={loadSortable}
      onPointerDownCapture={onPointerDown}
      onPointerUpCapture={onPointerUp}
      onPointerCancelCapture={onPointerUp}
    >
      {sortable ? (
        <sortable.List
          ids={sessions.map((s) => s.id)}
          topicOf={(id) => topicLabel(sessions.find((s) => s.id === id)?.topic ?? '')}
          onDragStart={setActiveIndex}
          onDragEnd={(move) => {
            setActiveIndex(null);
            dragEndedAt.current = Date.now();
            if (move) useChatStore.getState().moveSession(move.from, move.to);
          }}
        >
          {list}
        </sortable.List>
      ) : (
        list
      )}
    </div>
  );
}
