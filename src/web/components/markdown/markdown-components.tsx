import { createContext, use, type ComponentProps } from 'react';
import type { Components, ExtraProps } from 'hast-util-to-jsx-runtime';
import { artifactKind } from '../../../core/chat/artifacts';
import { ArtifactBlock } from './ArtifactBlock';
import { ArtifactsEnabled } from './artifacts-context';
import { CitationMarks } from './citations';
import { CodeBlock } from './CodeBlock';
import styles from './Markdown.module.css';
import { MermaidBlock } from './MermaidBlock';
import { RemoteImage } from './RemoteImage';

/** True inside the block that is still streaming: its code may be cut off mid-way. */
export const OpenBlock = createContext(false);

type HastNode = NonNullable<ExtraProps['node']> | NonNullable<ExtraProps['node']>['children'][number];

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map(textOf).join('');
  return '';
}

/** The code and the fence's language of a <pre><code class="language-…"> from the parser. */
function codeOf(pre: ExtraProps['node']): { code: string; language: string | undefined } | undefined {
  const code = pre?.children.find((child) => child.type === 'element' && child.tagName === 'code');
  if (!code || code.type !== 'element') return undefined;
  const classes = code.properties.className;
  const languageClass = Array.isArray(classes)
    ? classes.map(String).find((name) => name.startsWith('language-'))
    : undefined;
  // The parser keeps the newline before the closing fence; it is not part of the code.
  return { code: textOf(code).replace(/\n$/, ''), language: languageClass?.slice('language-'.length) };
}

function Pre({ node, children }: ComponentProps<'pre'> & ExtraProps) {
  const open = use(OpenBlock);
  const artifacts = use(ArtifactsEnabled);
  const block = codeOf(node);
  if (!block) return <pre>{children}</pre>;
  if (block.language === 'mermaid') return <MermaidBlock code={block.code} complete={!open} />;
  // A page still being written is not run: only a finished block gets its preview.
  const kind = artifacts && !open ? artifactKind(block.language, block.code) : undefined;
  if (kind) return <ArtifactBlock code={block.code} language={block.language} kind={kind} />;
  return <CodeBlock code={block.code} language={block.language} />;
}

/** Links open in a new tab, without giving the opened page a handle on ours. A link whose URL was
 * refused (see safeUrl) stays as its text. */
function Link({ href, title, children }: ComponentProps<'a'> & ExtraProps) {
  if (!href) return <span className={styles.refusedLink}>{children}</span>;
  return (
    <a href={href} title={title} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function Image({ src, alt, title }: ComponentProps<'img'> & ExtraProps) {
  if (typeof src !== 'string' || !src) return alt ? <span>{alt}</span> : null;
  return <RemoteImage src={src} alt={alt ?? ''} title={title} />;
}

/** Wide tables scroll sideways inside the message instead of widening it. */
function Table({ children }: ComponentProps<'table'> & ExtraProps) {
  return (
    <div className={styles.tableScroll}>
      <table>{children}</table>
    </div>
  );
}

/** A citation the parser marked (citations.ts): a button where the message has sources, else its
 * text as written. */
function Sup({ node, children, ...rest }: ComponentProps<'sup'> & ExtraProps) {
  const marks = use(CitationMarks);
  const cited = node?.properties.dataCite;
  if (typeof cited !== 'number') return <sup {...rest}>{children}</sup>;
  return marks ? marks(cited) : children;
}

export const components: Partial<Components> = { pre: Pre, a: Link, img: Image, table: Table, sup: Sup };
