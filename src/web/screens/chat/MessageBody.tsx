import { loadable } from '../../components/use-loaded';
import { withStrings } from '../../i18n/setup';
import { useLiveText } from '../../stores/live-text';
import styles from './MessageItem.module.css';

/** Markdown, its highlighter, KaTeX and Mermaid load with the first message shown, not with the
 * first screen; until then, or if they cannot load, the text shows as it is. Drawn once loaded,
 * not under a Suspense fallback, which React would keep for at least 300 ms. */
const markdown = loadable(() => withStrings(import('../../components/markdown/Markdown'), 'markdown').then((module) => module.Markdown));

export function MessageBody({ text, streaming }: { text: string; streaming: boolean }) {
  const { value: Markdown } = markdown.useValue();
  return Markdown ? <Markdown text={text} streaming={streaming} /> : <div className={styles.plain}>{text}</div>;
}

/** A message of the list: while it is revealed, its text comes a frame at a time from live-text,
 * so that only this body redraws. One component either way, so that the rendering is kept (not
 * built anew) when the reply ends. */
export function ListMessageBody({ messageId, text, streaming }: { messageId: string; text: string; streaming: boolean }) {
  const live = useLiveText(messageId);
  return <MessageBody text={streaming ? (live ?? text) : text} streaming={streaming} />;
}
