import { useVirtualizer } from '@tanstack/react-virtual';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, SessionMeta } from '../../../core/types';
import { artifactsEnabled } from '../../../core/chat/artifacts';
import { openComparison } from '../../../core/chat/compare';
import { pathView } from '../../../core/chat/tree';
import { pathThrough } from '../../../core/chat/tree-walks';
import { ArtifactsEnabled } from '../../components/markdown/artifacts-context';
import { withStrings } from '../../i18n/setup';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import { ClearedContextDivider } from './ClearedContextDivider';
import { useMessageFocus } from './message-focus';
import { useRowKey } from './row-key';
import { MessageItem } from './MessageItem';
import { rowStrings } from './row-strings';
import styles from './MessageList.module.css';
import { useScrollState } from './scroll-state';

/** Several models' answers side by side: the code loads with the first such answer shown. */
const Comparison = lazy(() => withStrings(import('./compare/Comparison'), 'compare').then((m) => ({ default: m.Comparison })));

/** Rough height of a message before it is measured; the virtualizer corrects it on render. */
const ESTIMATED_ROW_HEIGHT = 120;
/** Within this many pixels of the end the list counts as "at the bottom" and follows new text. */
const BOTTOM_SLACK_PX = 40;
/** Scroll events this soon after the reader's wheel, touch, key or scrollbar press are theirs. */
const READER_INPUT_MS = 500;
/** How long a message opened from a search stays marked (the length of its CSS animation). */
const FOCUS_MARK_MS = 2000;

interface MessageListProps {
  session: SessionMeta;
}

const NO_MESSAGES: ChatMessage[] = [];
const estimateRowHeight = () => ESTIMATED_ROW_HEIGHT;

/** The conversation, virtualised so that thousands of messages cost what a screenful costs. It
 * stays pinned to the newest message while the user is at the bottom, and leaves them alone when
 * they have scrolled up to read. */
export function MessageList({ session }: MessageListProps) {
  const { t } = useTranslation(['messages', 'chat', 'branches']);
  const strings = rowStrings(t);
  const whole = useChatStore((s) => s.messagesBySession[session.id]);
  // A long session draws its newest messages while the older ones are read; their rows keep their
  // place in the whole list, so nothing moves when the rest arrives.
  const tail = useChatStore((s) => s.tailsBySession[session.id]);
  const loaded = whole !== undefined;
  // The path on screen through the chat's tree; a reply streaming changes only its own row.
  const view = pathView(whole ?? tail?.messages ?? NO_MESSAGES);
  const messages = view.path;
  // The end of a path drawn before the rest is read knows its versions; the view of those messages
  // alone cannot (their siblings are not all among them).
  const versions = !whole && tail?.versions ? tail.versions : view.versions;
  const before = whole ? 0 : (tail?.before ?? 0);
  const count = before + messages.length;
  const focusTarget = useMessageFocus((s) => s.target);
  const artifacts = useConfigStore((s) => artifactsEnabled(session.mask, s));
  const [marked, setMarked] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const setAtBottom = useScrollState((s) => s.setAtBottom);
  const pinned = useRef(true);
  const readerInputAt = useRef(Number.NEGATIVE_INFINITY);
  const getItemKey = useRowKey(messages, before);
  // Follow the conversation while pinned: a new message, or a reply that grew by a line (the
  // virtualizer's measured total changes). Text that fills the current line moves nothing, so
  // nothing is done for it: reading scrollHeight forces a layout, which is the costly part.
  const followedSize = useRef(-1);
  const follow = useCallback((totalSize: number) => {
    const element = scroller.current;
    if (totalSize === followedSize.current || !element) return;
    followedSize.current = totalSize;
    if (pinned.current) element.scrollTop = element.scrollHeight;
  }, []);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: estimateRowHeight,
    overscan: 6,
    getItemKey,
    // The rows' places and the list's height are written straight to the page when a row is
    // measured or the list scrolls; the list is drawn again only when other rows come into
    // view. A reply that grows each frame, or a row measured for the first time, then costs
    // no drawing of the list.
    directDomUpdates: true,
    onChange: (instance) => follow(instance.getTotalSize()),
  });

  const scrollToEnd = useCallback(() => {
    if (count > 0) virtualizer.scrollToIndex(count - 1, { align: 'end' });
  }, [count, virtualizer]);

  // A new message: the list is drawn again for it, with its estimated height.
  useLayoutEffect(() => {
    followedSize.current = -1;
    follow(virtualizer.getTotalSize());
  }, [count, follow, virtualizer]);

  // A new session opens at its newest message.
  useEffect(() => {
    pinned.current = true;
    scrollToEnd();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the session changes
  }, [session.id]);

  // A search result asked for a message of this session: once the messages are loaded, bring it
  // into view (it may be thousands of rows above the end) and mark it for a moment.
  useEffect(() => {
    if (!focusTarget || focusTarget.sessionId !== session.id || !loaded) return;
    const index = messages.findIndex((message) => message.id === focusTarget.messageId);
    // A hit on another branch: that branch is shown first, and the message found on it then.
    const toChoose = index === -1 && whole ? pathThrough(whole, focusTarget.messageId) : [];
    if (toChoose.length > 0) {
      void useChatStore.getState().chooseVersions(session.id, toChoose);
      return;
    }
    useMessageFocus.getState().clear();
    if (index === -1) return;
    pinned.current = false;
    virtualizer.scrollToIndex(index, { align: 'center' });
    setMarked(focusTarget.messageId);
  }, [focusTarget, session.id, loaded, messages, whole, virtualizer]);

  useEffect(() => {
    if (marked === null) return;
    const timer = setTimeout(() => setMarked(null), FOCUS_MARK_MS);
    return () => clearTimeout(timer);
  }, [marked]);

  useEffect(() => useScrollState.getState().register(scrollToEnd), [scrollToEnd]);

  const noteReaderInput = () => {
    readerInputAt.current = performance.now();
  };

  // Whether the reader is at the end, told by an observer of a mark after the last row rather than
  // read in every scroll event: reading the list's height there forces the browser to lay out the
  // rows the virtualiser has just drawn, once per event (2.5 s of a 142 s wheel scroll).
  const end = useRef<HTMLDivElement>(null);
  const hasRows = count > 0;
  useEffect(() => {
    const root = scroller.current;
    const mark = end.current;
    if (!root || !mark) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const atBottom = entries.at(-1)?.isIntersecting ?? false;
        // Only the reader lets go of the end. The list moves by itself too: a new row estimated
        // taller than it measures shrinks the content and the browser pulls the position up, a
        // picture that finishes loading pushes rows down. Those must not stop it following the
        // conversation.
        if (atBottom) pinned.current = true;
        else if (performance.now() - readerInputAt.current < READER_INPUT_MS) pinned.current = false;
        setAtBottom(atBottom);
      },
      { root, rootMargin: `0px 0px ${BOTTOM_SLACK_PX}px 0px` },
    );
    observer.observe(mark);
    return () => observer.disconnect();
  }, [hasRows, setAtBottom]);

  if (count === 0) {
    return (
      <div className={styles.scroller}>
        <p className={styles.empty}>{t('chat:empty')}</p>
      </div>
    );
  }

  return (
    <ArtifactsEnabled value={artifacts}>
      <div
        ref={scroller}
        className={styles.scroller}
        onWheel={noteReaderInput}
        onTouchMove={noteReaderInput}
        onKeyDown={noteReaderInput}
        onPointerDown={noteReaderInput}
      >
        <ol ref={virtualizer.containerRef} className={styles.list} aria-label={strings.messages} aria-busy={!loaded}>
          {virtualizer.getVirtualItems().map((row) => {
            const message = messages[row.index - before];
            if (!message) {
              // An older message still being read: its row holds its place until it comes.
              return (
                <li
                  key={row.key}
                  data-index={row.index}
                  aria-hidden="true"
                  className={`${styles.row} ${styles.pending}`}
                  style={{ transform: `translateY(${row.start}px)`, height: ESTIMATED_ROW_HEIGHT }}
                />
              );
            }
            const item = (
              <MessageItem
                sessionId={session.id}
                message={message}
                t={t}
                versionIndex={versions.get(message.id)?.index}
                versionTotal={versions.get(message.id)?.total}
              />
            );
            // Answers of several models asked together show side by side until one is chosen.
            const comparison = message.compared && whole ? openComparison(whole, message) : undefined;
            return (
              <li
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className={message.id === marked ? `${styles.row} ${styles.marked}` : styles.row}
                aria-current={message.id === marked ? 'true' : undefined}
              >
                {session.clearContextIndex === row.index && <ClearedContextDivider sessionId={session.id} />}
                {comparison ? (
                  <Suspense fallback={item}>
                    <Comparison sessionId={session.id} answers={comparison} />
                  </Suspense>
                ) : (
                  item
                )}
                {/* Cleared after the last message: the divider closes the conversation until the next one. */}
                {session.clearContextIndex === count && row.index === count - 1 && (
                  <ClearedContextDivider sessionId={session.id} />
                )}
              </li>
            );
          })}
        </ol>
        <div ref={end} aria-hidden="true" className={styles.end} />
      </div>
    </ArtifactsEnabled>
  );
}
