import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageSource } from '../../../../core/schemas/message-source';
import { CitationMark } from '../../../components/markdown/CitationMark';
import { CitationMarks } from '../../../components/markdown/citations';
import { SourceItem } from './SourceItem';
import styles from './WebSearch.module.css';

/** A source's citations are verified when its page was read and each of them was found there. */
export function isVerified(source: MessageSource | undefined): boolean {
  const citations = source?.citations ?? [];
  return source?.state === 'read' && citations.length > 0 && citations.every((citation) => citation.verified);
}

/** The answer with its citation marks as buttons, and the panel of its sources they open. */
export function SourcedAnswer({ sources, children }: { sources: MessageSource[]; children: ReactNode }) {
  const { t } = useTranslation('webSearch');
  const [open, setOpen] = useState(false);
  // Which source to bring into view; a new object each click, so the same mark clicked twice
  // brings it back again.
  const [target, setTarget] = useState<{ n: number } | undefined>();
  const items = useRef(new Map<number, HTMLLIElement>());
  const listId = useId();

  useEffect(() => {
    if (!open || !target) return;
    // Focusing it also scrolls it into view.
    items.current.get(target.n)?.focus();
  }, [open, target]);

  const mark = useCallback(
    (n: number) => {
      const source = sources.find((item) => item.n === n);
      const verified = isVerified(source);
      const label = !source
        ? t('sources.citeMissing', { n })
        : verified
          ? t('sources.cite', { n, title: source.title })
          : t('sources.citeUnverified', { n, title: source.title });
      return (
        <CitationMark
          n={n}
          label={label}
          unverified={!verified}
          controls={listId}
          onOpen={() => {
            setOpen(true);
            if (source) setTarget({ n });
          }}
        />
      );
    },
    [sources, t, listId],
  );

  return (
    <CitationMarks value={mark}>
      {children}
      <section className={styles.sources}>
        <button type="button" className={styles.sourcesToggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {t('sources.title', { count: sources.length })} · {open ? t('sources.hide') : t('sources.show')}
        </button>
        <ol id={listId} className={styles.sourceList} aria-label={t('sources.listLabel')} hidden={!open}>
          {sources.map((source) => (
            <SourceItem
              key={source.n}
              source={source}
              ref={(element) => {
                if (element) items.current.set(source.n, element);
                else items.current.delete(source.n);
              }}
            />
          ))}
        </ol>
      </section>
    </CitationMarks>
  );
}
