import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CitedPassage } from '../../../core/schemas';
import { CitationMark } from '../../components/markdown/CitationMark';
import { CitationMarks } from '../../components/markdown/citations';
import { Modal } from '../../components/Modal/Modal';
import styles from './Citations.module.css';

/** The answer with its citation marks as buttons, and under it the passages of the user's documents
 * the reply was given, under the numbers it cites them by; a mark and a passage's entry alike open
 * the passage's text. */
export function Citations({ citations, children }: { citations: readonly CitedPassage[]; children: ReactNode }) {
  const { t } = useTranslation('knowledgeChat');
  const [open, setOpen] = useState<CitedPassage | null>(null);
  const labelOf = useCallback(
    (cited: CitedPassage) =>
      cited.page === undefined ? t('source', { n: cited.n, file: cited.fileName }) : t('sourceOnPage', { n: cited.n, file: cited.fileName, page: cited.page }),
    [t],
  );
  const mark = useCallback(
    (n: number) => {
      const cited = citations.find((entry) => entry.n === n);
      // A number the reply was given no passage for cites nothing: it stays the text it was.
      return cited ? <CitationMark n={n} label={labelOf(cited)} onOpen={() => setOpen(cited)} /> : `[${n}]`;
    },
    [citations, labelOf],
  );
  return (
    <CitationMarks value={mark}>
      {children}
      <div className={styles.sources}>
        <p className={styles.heading}>{t('sources')}</p>
        <ol className={styles.list} aria-label={t('sources')}>
          {citations.map((cited) => (
            <li key={cited.n}>
              <button type="button" className={styles.source} onClick={() => setOpen(cited)}>
                {labelOf(cited)}
              </button>
            </li>
          ))}
        </ol>
        {open && (
          <Modal open onClose={() => setOpen(null)} title={labelOf(open)} description={open.heading} maximisable={false}>
            <p className={styles.passage}>{open.text}</p>
          </Modal>
        )}
      </div>
    </CitationMarks>
  );
}
