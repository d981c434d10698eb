import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from './CodeBlock';
import { lazyModule, useLazyModule } from './lazy-module';
import styles from './Markdown.module.css';
import { useBodyDark } from './use-body-dark';

const renderer = lazyModule(() => import('./mermaid-render'));

type Drawing = { source: string; dark: boolean } & ({ svg: string } | { failed: true });

/** A ```mermaid block: shown as code while it streams, then drawn once complete. A source that
 * mermaid cannot draw stays as code, with a note. */
export function MermaidBlock({ code, complete }: { code: string; complete: boolean }) {
  const { t } = useTranslation('markdown');
  const dark = useBodyDark();
  const loaded = useLazyModule(renderer, complete);
  const [drawing, setDrawing] = useState<Drawing>();

  useEffect(() => {
    if (!loaded || !complete) return;
    let live = true;
    loaded.renderMermaid(code, dark).then(
      (svg) => live && setDrawing({ source: code, dark, svg }),
      () => live && setDrawing({ source: code, dark, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [loaded, complete, code, dark]);

  // After a theme switch the old drawing stays up until the new one is ready.
  const current = drawing?.source === code ? drawing : undefined;
  if (current && 'svg' in current) {
    return (
      <div
        className={styles.mermaid}
        dir="ltr"
        // Sanitised in renderMermaid: mermaid in strict mode, then DOMPurify with the SVG profile.
        dangerouslySetInnerHTML={{ __html: current.svg }}
      />
    );
  }
  const notice = current ? t('mermaid.failed') : complete ? t('mermaid.drawing') : undefined;
  return <CodeBlock code={code} language="mermaid" notice={notice} />;
}
