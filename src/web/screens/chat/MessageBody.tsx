import { lazy, Suspense } from 'react';
import { useLiveText } from '../../stores/live-text';
import styles from './MessageItem.module.css';
import { withStrings } from '../../i18n/setup';

/** Markdown, its highlighter, KaTeX and Mermaid load with the first message shown, not with the
 * first screen; until then the text shows as it is. */
const Markdown = lazy(() => withStrings(import('../../components/markdown/Markdown'), 'markdown').then((module) => ({ default: module.Markdown })));

export function MessageBody({ text, streaming }: { text: string; streaming: boolean }) {
  return (
    <Suspense fallback={<div className={styles.plain}>{text}</div>}>
      <Markdown text={text} streaming={streaming} />
    </Suspense>
  );
}

/** A message of the list: while it is revealed, its text comes a frame at a time from live-text,
 * so that only this body redraws. One component either way, so that the rendering is kept (not
 * built anew) when the reply ends. */
export function ListMessageBody({ messageId, text, streaming }: { messageId: string; text: string; streaming: boolean }) {
  const live = useLiveText(messageId);
  return <MessageBody text={streaming ? (live ?? text) : text} streaming={streaming} />;
}
