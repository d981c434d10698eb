import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionMeta } from '../../../core/types';
import { DeleteIcon } from '../../components/icons/chat';
import { formatDateTime } from '../../i18n/locale-format';
import styles from './ChatList.module.css';

/** What the drag-and-drop layer adds to a row once it has loaded; a plain row has none of it. */
interface RowDragBinding {
  ref?: Ref<HTMLDivElement>;
  /** Offset (px) while a drag moves the rows around. */
  dragOffset?: number;
  /** How the row glides to its new place while another is dragged past it. */
  transition?: string;
  dragging?: boolean;
  handleRef?: (node: HTMLElement | null) => void;
  handleProps?: HTMLAttributes<HTMLElement>;
}

export interface ChatListRowProps {
  session: SessionMeta;
  index: number;
  count: number;
  /** Position of the row in the virtual list. */
  top: number;
  selected: boolean;
  narrow: boolean;
  /** On a phone the delete button is always shown and asks first. */
  mobile: boolean;
  topic: string;
  measureRef: (node: HTMLElement | null) => void;
  onSelect: (id: string) => void;
  onDelete: (id: string) => void;
  drag?: RowDragBinding;
}

/** One session of the sidebar list: topic, message count and date, and its delete button. */
export function ChatListRow(props: ChatListRowProps) {
  const { t, i18n } = useTranslation('shell');
  const { t: ts } = useTranslation('session');
  const { session, index, narrow, selected, drag } = props;
  // Placed with `top`, not a transform: dnd-kit measures rows without their transforms, and its
  // own transform is the only one a row may carry.
  const style: CSSProperties = { top: props.top };
  if (drag?.dragOffset) style.transform = `translate3d(0, ${drag.dragOffset}px, 0)`;
  if (drag?.transition) style.transition = drag.transition;

  return (
    <div
      ref={(node) => {
        props.measureRef(node);
        const dragRef = drag?.ref;
        if (typeof dragRef === 'function') dragRef(node);
      }}
      data-index={index}
      role="listitem"
      aria-setsize={props.count}
      aria-posinset={index + 1}
      className={`${styles.row} ${drag?.dragging ? styles.dragging : ''}`}
      style={style}
    >
      <button
        type="button"
        {...drag?.handleProps}
        ref={drag?.handleRef}
        className={`${styles.item} ${selected ? styles.selected : ''} ${narrow ? styles.narrow : ''}`}
        aria-current={selected ? 'true' : undefined}
        title={props.topic}
        onClick={() => props.onSelect(session.id)}
      >
        {narrow ? (
          <span className={styles.index}>{index + 1}</span>
        ) : (
          <>
            <span className={styles.topic}>{props.topic}</span>
            <span className={styles.meta}>
              <span>{t('sidebar.messageCount', { count: session.messageCount })}</span>
              <span>{formatDateTime(i18n.language, session.lastUpdate)}</span>
            </span>
          </>
        )}
      </button>
      {!narrow && (
        <button
          type="button"
          className={`${styles.delete} ${props.mobile ? styles.deleteShown : ''}`}
          aria-label={`${ts('deleteChat')}: ${props.topic}`}
          title={ts('deleteChat')}
          onClick={() => props.onDelete(session.id)}
        >
          <DeleteIcon size={14} />
        </button>
      )}
    </div>
  );
}
