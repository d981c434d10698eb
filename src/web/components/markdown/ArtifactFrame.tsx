import { useEffect, useRef } from 'react';
import { ARTIFACT_FRAME_PATH } from '../../../core/constants/project';
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
 * A preview is not a srcdoc: a srcdoc document would inherit the app's Content-Security-Policy, in
 * which an artifact's inline scripts cannot run. It is the server's frame document, with a policy
 * of its own, handed the artifact once it says it is ready.
 */
export function ArtifactFrame({ title, content, kind = 'html', src }: ArtifactFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const html = src === undefined ? documentOf(content ?? '', kind) : undefined;

  useEffect(() => {
    if (html === undefined) return;
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || (event.data as { type?: unknown } | null)?.type !== 'polychat-artifact-ready') return;
      // The frame's origin is opaque, so no other target origin can name it.
      target.postMessage({ type: 'polychat-artifact', html }, '*');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [html]);

  return (
    <iframe
      // A new document for new content: the frame takes one artifact and becomes it.
      key={html}
      ref={frame}
      className={styles.artifactFrame}
      title={title}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      src={src ?? `${import.meta.env.BASE_URL}${ARTIFACT_FRAME_PATH}`}
    />
  );
}
