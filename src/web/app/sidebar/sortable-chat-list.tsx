// Drag and drop of the session list, loaded after the first screen (see ChatList). dnd-kit brings
// pointer, touch and keyboard dragging with screen-reader announcements.

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatListRow, type ChatListRowProps } from './ChatListRow';

/** A press that moves less than this is a click, not a drag. */
const POINTER_DRAG_DISTANCE = 6;
/** On touch screens a drag starts with a long press, so that swiping still scrolls the list. */
const TOUCH_DRAG_DELAY_MS = 250;
const TOUCH_DRAG_TOLERANCE = 8;

/** Enter keeps opening the chat; Space picks it up. */
const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface ListProps {
  ids: string[];
  topicOf: (id: string) => string;
  onDragStart: (index: number) => void;
  /** from/to are list indexes; null when the drag was cancelled or ended where it began. */
  onDragEnd: (move: { from: number; to: number } | null) => void;
  children: ReactNode;
}

function List({ ids, topicOf, onDragStart, onDragEnd, children }: ListProps) {
  const { t } = useTranslation('reorder');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: POINTER_DRAG_DISTANCE } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DRAG_DELAY_MS, tolerance: TOUCH_DRAG_TOLERANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: KEYBOARD_CODES }),
  );
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const words = (id: UniqueIdentifier, at: UniqueIdentifier | undefined) => ({
    topic: topicOf(String(id)),
    position: position(at),
    count: ids.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('start', words(active.id, active.id)),
    // Over itself is where the drag starts: the pick-up announcement says it already.
    onDragOver: ({ active, over }) => (over && over.id !== active.id ? t('over', words(active.id, over.id)) : undefined),
    onDragEnd: ({ active, over }) => t('end', words(active.id, over?.id ?? active.id)),
    onDragCancel: ({ active }) => t('cancel', { topic: topicOf(String(active.id)) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('instructions') } }}
      onDragStart={({ active }) => onDragStart(ids.indexOf(String(active.id)))}
      onDragCancel={() => onDragEnd(null)}
      onDragEnd={({ active, over }) => {
        const from = ids.indexOf(String(active.id));
        const to = over ? ids.indexOf(String(over.id)) : -1;
        onDragEnd(from >= 0 && to >= 0 && from !== to ? { from, to } : null);
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

function Row(props: Omit<ChatListRowProps, 'drag'>) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: props.session.id,
  });
  return (
    <ChatListRow
      {...props}
      drag={{
        ref: setNodeRef,
        dragOffset: transform?.y ?? 0,
        ...(transition ? { transition } : {}),
        dragging: isDragging,
        handleRef: setActivatorNodeRef,
        handleProps: { ...attributes, ...listeners },
      }}
    />
  );
}

export const sortableModule = { List, Row };
export type SortableModule = typeof sortableModule;
