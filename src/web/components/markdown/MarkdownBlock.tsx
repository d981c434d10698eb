import { memo, useMemo } from 'react';
import remarkGfm, { type Options as GfmOptions } from 'remark-gfm';
import { rehypeCitations } from './citations';
import { lazyModule, useLazyModule } from './lazy-module';
import { components, OpenBlock } from './markdown-components';
import styles from './Markdown.module.css';
import { mayContainMath, normaliseMathDelimiters } from './math-delimiters';
import { isPlainParagraph } from './plain-paragraph';
import { renderMarkdown, renderParagraph, type PluggableList as Plugins } from './render-markdown';
import { safeUrl } from './safe-url';

// Models write "~5 min" for "about five minutes"; two of those on a line must not strike out the
// text between them. Double tildes still strike through.
const gfmOptions: GfmOptions = { singleTilde: false };
const TEXT_PLUGINS: Plugins = [[remarkGfm, gfmOptions]];
const CITING: Plugins = [rehypeCitations];

const mathModule = lazyModule(async () => {
  const math = await import('./math-plugins');
  return { remark: [...TEXT_PLUGINS, ...math.remarkPlugins], rehype: [...math.rehypePlugins, rehypeCitations] };
});

export interface MarkdownBlockProps {
  source: string;
  /** The block is a code block still streaming. */
  open: boolean;
  /** The block is the last of a reply still streaming: its text changes every frame. */
  growing: boolean;
}

/** One top-level block. Memoised on its source: while a reply streams, finished blocks keep their
 * rendering and only the last one is parsed again. */
export const MarkdownBlock = memo(function MarkdownBlock({ source, open, growing }: MarkdownBlockProps) {
  const markdown = useMemo(() => normaliseMathDelimiters(source), [source]);
  // Until KaTeX has arrived a formula shows as its source; the text around it does not wait.
  const math = useLazyModule(mathModule, mayContainMath(markdown));
  const remarkPlugins = math?.remark ?? TEXT_PLUGINS;
  const rehypePlugins = math?.rehype ?? CITING;
  const rendered = useMemo(
    () =>
      isPlainParagraph(markdown)
        ? renderParagraph(markdown, { components })
        : renderMarkdown(markdown, { remarkPlugins, rehypePlugins, components, urlTransform: safeUrl }, !growing),
    [markdown, remarkPlugins, rehypePlugins, growing],
  );
  return (
    <OpenBlock value={open}>
      <div className={styles.block} dir="auto">
        {rendered}
      </div>
    </OpenBlock>
  );
});
