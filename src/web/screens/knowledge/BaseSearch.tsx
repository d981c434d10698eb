import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PassageHit } from '../../../core/knowledge/passage';
import { Input } from '../../components/Input/Input';
import type { KnowledgeBase } from '../../services/knowledge/knowledge-db';
import { searchKnowledge } from '../../services/knowledge/knowledge-search';
import { useKnowledgeStore } from '../../services/knowledge/knowledge-store';
import styles from './Knowledge.module.css';
import { embedderName } from './MeaningChoice';

/** Passages the screen's search shows. */
const SCREEN_RESULTS = 5;

/** Search in one base, with the mode in use said beside the box. */
export function BaseSearch({ base }: { base: KnowledgeBase }) {
  const { t } = useTranslation('knowledge');
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<PassageHit[] | null>(null);
  const modeId = useId();
  const model = useKnowledgeStore((s) => s.meaningModel);

  useEffect(() => {
    if (!query.trim()) {
      setHits(null);
      return;
    }
    let live = true;
    void searchKnowledge([base.id], query, SCREEN_RESULTS).then(
      (found) => live && setHits(found),
      () => live && setHits([]),
    );
    return () => {
      live = false;
    };
  }, [base.id, query, model]);

  return (
    <div className={styles.search}>
      <Input
        type="search"
        aria-label={t('search', { name: base.name })}
        aria-describedby={modeId}
        placeholder={t('searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={modeId} className={styles.muted}>
        {model ? t('mode.hybrid', { model: embedderName(model) }) : t('mode.keyword')}
      </p>
      {hits && hits.length === 0 && <p className={styles.muted}>{t('noResults')}</p>}
      {hits && hits.length > 0 && (
        <ol className={styles.hits} aria-label={t('results')}>
          {hits.map(({ passage }) => (
            <li key={passage.id} className={styles.hit}>
              <p className={styles.hitSource}>
                {[passage.fileName, passage.page !== undefined ? t('page', { page: passage.page }) : undefined, passage.heading].filter(Boolean).join(' · ')}
              </p>
              <p className={styles.hitText}>{passage.text}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
