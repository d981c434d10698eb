import type { ArtifactKind } from '../../../core/chat/artifacts';
import styles from './Markdown.module.css';

/** An SVG alone is drawn centred on an otherwise empty page. */
function documentOf(content: string, kind: ArtifactKind): string {
  if (kind === 'html') return content;
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;height:100%}body{display:grid;place-items:center}svg{max-width:100%;max-height:100%}</style></head><body>${content}</body></html>`;
}

export interface ArtifactFrameProps {
  title: string;
  /** The document inline (a preview) … */
  content?: string;
  kind?: ArtifactKind;
  /** … or the address our server serves it at (a shared artifact). */
  src?: string;
}

/**
 * A sandboxed frame: `allow-scripts` without `allow-same-origin` gives the document an opaque
 * origin of its own, so its scripts run but cannot read the app's storage, cookies or DOM. Never
 * add allow-same-origin here: with allow-scripts it would let the document remove its own sandbox.
 */
export function ArtifactFrame({ title, content, kind = 'html', src }: ArtifactFrameProps) {
  return (
    <iframe
      className={styles.artifactFrame}
      title={title}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      {...(src !== undefined ? { src } : { srcDoc: documentOf(content ?? '', kind) })}
    />
  );
}
