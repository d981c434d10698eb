import { lazy, Suspense } from 'react';
import styles from './MessageItem.module.css';

/** Markdown, its highlighter, KaTeX and Mermaid load with the first message shown, not with the
 * first screen; until then the text shows as it is. */
const Markdown = lazy(() => import('../../components/markdown/Markdown'));

export function MessageBody({ text, streaming }: { text: string; streaming: boolean }) {
  return (
    <Suspense fallback={<div className={styles.plain}>{text}</div>}>
      <Markdown text={text} streaming={streaming} />
    </Suspense>
  );
}
