import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CitedPassage } from '../../../core/schemas';
import { Modal } from '../../components/Modal/Modal';
import styles from './Citations.module.css';

/** The passages of the user's documents a reply was given, under the numbers it cites them by; each
 * opens to show its text. */
export function Citations({ citations }: { citations: readonly CitedPassage[] }) {
  const { t } = useTranslation('knowledgeChat');
  const [open, setOpen] = useState<CitedPassage | null>(null);
  const labelOf = (cited: CitedPassage) =>
    cited.page === undefined ? t('source', { n: cited.n, file: cited.fileName }) : t('sourceOnPage', { n: cited.n, file: cited.fileName, page: cited.page });
  return (
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
  );
}
