import { lazy, memo, Suspense, useId, useState, type ReactNode } from 'react';
import { messageImages, messageText } from '../../../core/chat/message-content';
import { isImageModelName } from '../../../core/images/image-models';
import type { ChatMessage } from '../../../core/types';
import { NO_HOVER_QUERY, useMediaQuery } from '../../app/use-media-query';
import { avatarEmoji } from '../../components/avatar-emoji';
import { ArtifactsEnabled } from '../../components/markdown/artifacts-context';
import { formatDateTime } from '../../i18n/locale-format';
import { BUILD_MODE } from '../../services/build-mode';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import { MessageActions } from './MessageActions';
import { ListMessageBody } from './MessageBody';
import { MessageImage } from './MessageImage';
import styles from './MessageItem.module.css';
import { ReasoningBlock } from './ReasoningBlock';
import { ToolCalls } from './ToolCalls';
import { UsageNote } from './UsageNote';
import { Sourced } from './web-search/Sourced';
import { VersionSwitch } from './VersionSwitch';
import { rowStrings, type RowT } from './row-strings';

/** Only replies given passages of the user's documents show them; the code loads with the first. */
const Citations = lazy(() => import('./Citations').then((m) => ({ default: m.Citations })));

/** A reply's text, with its citations of the user's documents once it was given any. */
function Cited({ citations, children }: { citations: ChatMessage['citations']; children: ReactNode }) {
  if (!citations || citations.length === 0) return children;
  return (
    <Suspense fallback={children}>
      <Citations citations={citations}>{children}</Citations>
    </Suspense>
  );
}

interface MessageItemProps {
  sessionId: string;
  message: ChatMessage;
  /** The list's: it changes with the language, which draws the row again. */
  t: RowT;
  /** Which of its versions the message is, from 0, when it has several; numbers, so that a row
   * the switch of another version leaves alone is not drawn again. */
  versionIndex?: number | undefined;
  versionTotal?: number | undefined;
}

/** One message. Memoised: while a reply streams, only that reply re-renders. */
export const MessageItem = memo(function MessageItem({ sessionId, message, t, versionIndex, versionTotal }: MessageItemProps) {
  const strings = rowStrings(t);
  // The user's avatar beside their messages, the mask's beside the replies (Settings → Avatar).
  const mine = message.role === 'user';
  const avatar = useConfigStore((s) => (mine ? s.avatar : undefined));
  const maskAvatar = useChatStore((s) => (mine ? undefined : s.sessions.find((session) => session.id === sessionId)?.mask.avatar));
  // A screen reader walking the list hears each message's author (its name), then its model and
  // time (its description), which sit beside the bubble rather than in it.
  const metaId = useId();
  // With a pointer that hovers, a message's toolbar shows only while the message is hovered or
  // holds the focus (MessageItem.module.css). Its buttons are always there, for the keyboard and
  // screen readers, but their icons, a third of a row's elements, are drawn the first time it
  // shows: a fast scroll brings in rows whose toolbars nobody looks at. A pointer that moves over a
  // row counts as entering it, in case a browser did not say it entered (the row appeared under it).
  const noHover = useMediaQuery(NO_HOVER_QUERY);
  const [toolbarShown, setToolbarShown] = useState(false);
  const drawIcons = noHover || toolbarShown;
  const showToolbar = drawIcons ? undefined : () => setToolbarShown(true);
  if (message.role === 'tool') return null;
  const user = message.role === 'user';
  const text = messageText(message.content);
  const images = messageImages(message.content);
  const streaming = Boolean(message.streaming);
  const date = formatDateTime(strings.language, message.date);
  return (
    <div className={`${styles.item} ${user ? styles.user : styles.bot}`} onPointerEnter={showToolbar} onPointerMove={showToolbar} onFocusCapture={showToolbar}>
      <article
        className={`${styles.bubble} ${message.isError ? styles.error : ''}`}
        aria-label={strings.roles[message.role]}
        aria-describedby={!user && message.model ? `${metaId}-model ${metaId}-time` : `${metaId}-time`}
        aria-busy={streaming ? true : undefined}
      >
        {message.reasoning && <ReasoningBlock messageId={message.id} text={message.reasoning} streaming={streaming && !text} />}
        {message.tools && message.tools.length > 0 && <ToolCalls tools={message.tools} />}
        {images.length > 0 && (
          <div className={styles.images}>
            {images.map((url, index) => (
              <MessageImage key={index} url={url} index={index} date={message.date} />
            ))}
          </div>
        )}
        {text ? (
          user ? (
            // What the user wrote is shown, never run: previews are for the model's pages.
            <ArtifactsEnabled value={false}>
              <ListMessageBody messageId={message.id} text={text} streaming={streaming} />
            </ArtifactsEnabled>
          ) : (
            <Sourced sources={streaming ? undefined : message.sources}>
              <Cited citations={message.citations}>
                <ListMessageBody messageId={message.id} text={text} streaming={streaming} />
              </Cited>
            </Sourced>
          )
        ) : streaming && !message.reasoning ? (
          <span className={styles.typing}>{message.model && isImageModelName(message.model) ? strings.drawing : strings.typing}</span>
        ) : !user && images.length === 0 && !message.tools?.length && !message.reasoning ? (
          // A reply with nothing in it was stopped before its first word (an empty answer from
          // the provider is an error, with its own text).
          <span className={styles.typing}>{strings.stoppedEmpty}</span>
        ) : null}
        {message.isError && message.errorDetail && (
          <details className={styles.errorDetail}>
            <summary>{strings.errorDetails}</summary>
            {/* Scrolls past 240 px: focusable so a keyboard can scroll it. */}
            <pre tabIndex={0}>{message.errorDetail}</pre>
          </details>
        )}
        {message.interrupted && <p className={styles.interrupted}>{strings.interrupted}</p>}
        {message.errorCode === 'unauthorized' && (
          // The way out of an unauthorized reply: the access page, or settings in the desktop app.
          <a className={styles.errorLink} href={BUILD_MODE === 'desktop' ? '#/settings' : '#/auth'}>
            {BUILD_MODE === 'desktop' ? strings.goToSettings : strings.goToAuth}
          </a>
        )}
      </article>
      <div className={styles.meta}>
        <span className={styles.avatar} aria-hidden="true">
          {avatarEmoji(user ? avatar : maskAvatar)}
        </span>
        {!user && message.canned && <span className={styles.badge}>{strings.localAnswer}</span>}
        {!user && message.model && (
          // The name the user picked it by; the provider's id on hover.
          <span id={`${metaId}-model`} className={styles.badge} title={message.model}>
            {message.modelLabel ?? message.model}
          </span>
        )}
        {versionIndex !== undefined && versionTotal !== undefined && (
          <VersionSwitch sessionId={sessionId} messageId={message.id} index={versionIndex} total={versionTotal} strings={strings} />
        )}
        <time id={`${metaId}-time`} dateTime={new Date(message.date).toISOString()}>
          {date}
        </time>
        {!user && message.usage && <UsageNote model={message.model} usage={message.usage} />}
        <MessageActions sessionId={sessionId} message={message} text={text} t={t} strings={strings} icons={drawIcons} />
      </div>
    </div>
  );
});
