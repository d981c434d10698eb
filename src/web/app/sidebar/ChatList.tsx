import { Suspense, useEffect, useRef, useState } from 'react';
import { useLoaded } from '../../components/use-loaded';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Question } from '../../components/Dialogs/Question';
import { showConfirm } from '../../components/Dialogs/show';
import { useChatStore } from '../../stores/chat-store';
import { deleteSessionWithUndo } from '../sessions/delete-session';
import { MOBILE_QUERY, useMediaQuery } from '../use-media-query';
import { useTopicLabel } from '../use-topic';
import styles from './ChatList.module.css';
import { ChatListRow } from './ChatListRow';
import { useSortableModule } from './use-sortable-module';
import type { ChatRowsProps, VirtualChatRows as VirtualRows } from './VirtualChatRows';

/** Up to this many sessions (about three screens of rows) the list is drawn whole; past it, the
 * virtualiser loads and draws only what is in view. Most people have fewer, and their first screen
 * does without the virtualiser's code (about 10 KB gzip). */
const WHOLE_LIST_MAX = 50;
/** While the virtualiser loads for a longer list, the rows a tall screen shows are drawn. */
const SCREENFUL_ROWS = 24;

let virtualRows: typeof VirtualRows | undefined;
const loadVirtualRows = () => import('./VirtualChatRows').then((m) => (virtualRows = m.VirtualChatRows));
const noMeasure = () => undefined;

/** A short list of sessions, drawn whole in the page's flow. */
function WholeChatRows({ count, label, scroller, selectedIndex, row, max = WHOLE_LIST_MAX }: ChatRowsProps & { max?: number }) {
  useEffect(() => {
    if (selectedIndex < 0) return;
    scroller.current?.querySelector(`[data-index="${selectedIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selectedIndex, scroller]);
  return (
    <div role="list" aria-label={label} className={`${styles.list} ${styles.whole}`}>
      {Array.from({ length: Math.min(count, max) }, (_, index) => row(index, 0, noMeasure))}
    </div>
  );
}

/** The sessions, in the store's order. A row can be dragged to another place; the selection stays
 * on the same session. */
export function ChatList({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation('shell');
  const [, navigate] = useLocation();
  const sessions = useChatStore((s) => s.sessions);
  const { value: VirtualChatRows, failed: virtualiserFailed } = useLoaded(loadVirtualRows, sessions.length > WHOLE_LIST_MAX, () => virtualRows);
  const currentSessionId = useChatStore((s) => s.currentSessionId);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const topicLabel = useTopicLabel();
  const scroller = useRef<HTMLDivElement>(null);
  const { module: sortable, load: loadSortable, onPointerDown, onPointerUp } = useSortableModule(scroller);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  // A drag ends with a pointer-up on the row it started from; that click must not select it.
  const dragEndedAt = useRef(0);

  const selectedIndex = sessions.findIndex((s) => s.id === currentSessionId);

  if (sessions.length === 0) return <p className={styles.empty}>{t('sidebar.noChats')}</p>;

  const select = (id: string) => {
    if (Date.now() - dragEndedAt.current < 300) return;
    useChatStore.getState().selectSession(id);
    navigate('/chat');
  };
  const remove = async (id: string) => {
    const session = useChatStore.getState().sessions.find((s) => s.id === id);
    if (!session) return;
    if (mobile && !(await showConfirm(<Question ask="deleteChat" topic={topicLabel(session.topic)} />))) return;
    deleteSessionWithUndo(id);
  };

  const row = (index: number, top: number, measureRef: (node: HTMLElement | null) => void) => {
    const session = sessions[index];
    if (!session) return null;
    const props = {
      session,
      index,
      count: sessions.length,
      top,
      selected: session.id === currentSessionId,
      narrow,
      mobile,
      topic: topicLabel(session.topic),
      measureRef,
      onSelect: select,
      onDelete: (id: string) => void remove(id),
    };
    return sortable ? <sortable.Row key={session.id} {...props} /> : <ChatListRow key={session.id} {...props} />;
  };

  const rowsProps: ChatRowsProps = { count: sessions.length, narrow, label: t('sidebar.chats'), scroller, activeIndex, selectedIndex, keyOf: (index) => sessions[index]?.id ?? index, row };
  const list =
    sessions.length <= WHOLE_LIST_MAX ? (
      <WholeChatRows {...rowsProps} />
    ) : VirtualChatRows ? (
      <Suspense fallback={<WholeChatRows {...rowsProps} max={SCREENFUL_ROWS} />}>
        <VirtualChatRows {...rowsProps} />
      </Suspense>
    ) : (
      // Until the virtualiser has come, the first rows are drawn whole: the top of the list is what
      // shows. If its code cannot come (offline before it was ever loaded), every row is drawn.
      <WholeChatRows {...rowsProps} max={virtualiserFailed ? sessions.length : SCREENFUL_ROWS} />
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
