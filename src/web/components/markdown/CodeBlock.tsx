import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_BLOCK_COLLAPSED_LINES } from '../../../core/constants/layout';
import { cx } from '../cx';
import { copyToClipboard } from './copy-to-clipboard';
import { grammarName } from './highlight-languages';
import { lazyModule, useLazyModule } from './lazy-module';
import styles from './Markdown.module.css';
import { CopyIcon } from '../icons/message';

const highlighterModule = lazyModule(() => import('./highlighter'));

/** The highlighted code once the highlighter and the grammar have arrived; null until then, so
 * the code shows plain at once and never waits on a download. */
function useHighlighted(code: string, language: string | undefined): ReactNode {
  const name = language ? grammarName(language) : undefined;
  const highlighter = useLazyModule(highlighterModule, name !== undefined);
  const [, setRegistered] = useState(0);
  const ready = highlighter !== undefined && name !== undefined && highlighter.isRegistered(name);

  useEffect(() => {
    if (!highlighter || !name || ready) return;
    let live = true;
    void highlighter.registerGrammar(name).then((ok) => {
      if (live && ok) setRegistered((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [highlighter, name, ready]);

  return useMemo(
    () => (ready && highlighter && name ? highlighter.highlight(code, name) : null),
    [ready, highlighter, name, code],
  );
}

export interface CodeBlockProps {
  code: string;
  /** The language named on the fence, if any. */
  language?: string | undefined;
  /** A line shown above the code, e.g. why a diagram is shown as its source. */
  notice?: string | undefined;
}

export function CodeBlock({ code, language, notice }: CodeBlockProps) {
  const { t } = useTranslation('markdown');
  const highlighted = useHighlighted(code, language);
  const lines = code.split('\n').length;
  const collapsible = lines > CODE_BLOCK_COLLAPSED_LINES;
  const [expanded, setExpanded] = useState(false);
  const collapsed = collapsible && !expanded;

  return (
    <div className={styles.codeBlock}>
      <div className={styles.codeToolbar}>
        <span className={styles.codeLanguage}>{language || t('code.plainText')}</span>
        <button
          type="button"
          className={styles.codeButton}
          aria-label={t('code.copy')}
          title={t('code.copy')}
          onClick={() => void copyToClipboard(code)}
        >
          <CopyIcon size={16} />
        </button>
      </div>
      {notice && <p className={styles.codeNotice}>{notice}</p>}
      {/* Focusable so that a keyboard can scroll a long line into view (WCAG 2.1.1). */}
      <pre
        dir="ltr"
        tabIndex={0}
        className={cx(styles.pre, collapsed && styles.collapsed)}
        style={{ '--collapsed-lines': CODE_BLOCK_COLLAPSED_LINES } as CSSProperties}
      >
        <code className={cx(styles.code, highlighted !== null && 'hljs')}>{highlighted ?? code}</code>
      </pre>
      {collapsible && (
        <button
          type="button"
          className={styles.expandButton}
          aria-expanded={!collapsed}
          onClick={() => setExpanded(collapsed)}
        >
          {collapsed ? t('code.expand', { lines }) : t('code.collapse')}
        </button>
      )}
    </div>
  );
}
