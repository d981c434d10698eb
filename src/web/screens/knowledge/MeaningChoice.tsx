import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClassName } from '../../components/Input/Input';
import { chooseMeaningModel, EMBEDDING_MODELS, meaningModel } from '../../services/knowledge/meaning-search';
import { useKnowledgeStore } from '../../services/knowledge/knowledge-store';
import styles from './Knowledge.module.css';

/** Value of the choice that leaves meaning search off. */
const OFF = '';

/** Whether search also goes by meaning, and with which embeddings model. */
export function MeaningChoice() {
  const { t } = useTranslation('knowledge');
  const model = useKnowledgeStore((s) => s.meaningModel);
  const failed = useKnowledgeStore((s) => s.meaningFailed);
  const id = useId();
  useEffect(() => void meaningModel(), []);
  if (model === undefined) return null;
  return (
    <div className={styles.meaning}>
      <label htmlFor={id} className={styles.meaningLabel}>
        {t('meaning.label')}
      </label>
      <select id={id} className={`${fieldClassName} ${styles.meaningSelect}`} value={model ?? OFF} onChange={(event) => void chooseMeaningModel(event.target.value || null)}>
        <option value={OFF}>{t('meaning.off')}</option>
        {EMBEDDING_MODELS.map((name) => (
          // A model's id is its name in every language.
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('meaning.failed')}
        </p>
      )}
    </div>
  );
}
