import { useMemo, useState } from 'react';
import styles from './Markdown.module.css';
import { MarkdownBlock } from './MarkdownBlock';
import { createBlockSplitter } from './split-blocks';

/** Only code cares whether its block is finished (a diagram is drawn once its fence closes). */
const HAS_FENCE = /^\s*(?:```|~~~)/m;

export interface MarkdownProps {
  text: string;
  /** The text is still growing: its last block may be cut off anywhere. */
  streaming?: boolean;
}

/** A chat message's markdown: GitHub-flavoured, with highlighted code, KaTeX math and mermaid
 * diagrams, the last three loaded only when a message needs them. Raw HTML is shown as text. */
export function Markdown({ text, streaming = false }: MarkdownProps) {
  const [split] = useState(createBlockSplitter);
  const blocks = useMemo(() => split(text), [split, text]);
  return (
    <div className={styles.markdown}>
      {blocks.map((source, index) => {
        const growing = streaming && index === blocks.length - 1;
        // Keyed by position, not by source: the block that is growing keeps its state (an
        // expanded code block, a highlighter already loaded) from one chunk to the next.
        return <MarkdownBlock key={index} source={source} open={growing && HAS_FENCE.test(source)} growing={growing} />;
      })}
    </div>
  );
}
