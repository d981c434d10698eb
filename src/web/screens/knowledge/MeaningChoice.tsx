import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EMBEDDERS, embedderKey, embedderOfKey } from '../../../core/knowledge/embeddings';
import { PROVIDERS } from '../../../core/providers/catalog';
import { fieldClassName } from '../../components/Input/Input';
import { chooseMeaningModel, meaningModel } from '../../services/knowledge/meaning-search';
import { useKnowledgeStore } from '../../services/knowledge/knowledge-store';
import styles from './Knowledge.module.css';

/** Value of the choice that leaves meaning search off. */
const OFF = '';

/** The providers that offer an embedder, in the order of the list. */
const EMBEDDING_PROVIDERS = [...new Set(EMBEDDERS.map((embedder) => embedder.provider))];

/** How the screen names a stored embedder: its provider and model ("Google gemini-embedding-001"). */
export function embedderName(key: string): string {
  const embedder = embedderOfKey(key);
  return embedder ? `${PROVIDERS[embedder.provider].name} ${embedder.model}` : key;
}

/** Whether search also goes by meaning, and with which provider's embeddings model. */
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
        {EMBEDDING_PROVIDERS.map((provider) => (
          // A provider's and a model's names are the same in every language.
          <optgroup key={provider} label={PROVIDERS[provider].name}>
            {EMBEDDERS.filter((embedder) => embedder.provider === provider).map((embedder) => (
              <option key={embedderKey(embedder)} value={embedderKey(embedder)}>
                {embedder.model}
              </option>
            ))}
          </optgroup>
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
