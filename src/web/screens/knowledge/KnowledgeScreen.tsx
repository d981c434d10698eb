import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../app/layout/ScreenHeader';
import layout from '../../app/layout/ScreenLayout.module.css';
import { Button } from '../../components/Button/Button';
import { showPrompt } from '../../components/Dialogs/show-prompt';
import { createBase, loadKnowledge, useKnowledgeStore } from '../../services/knowledge/knowledge-store';
import { MeaningChoice } from './MeaningChoice';
import { BaseCard } from './BaseCard';
import styles from './Knowledge.module.css';
import { formatBytes, useStorageEstimate } from './storage-estimate';

/** Discovery → Knowledge (/knowledge): the knowledge bases, their files and search in them. */
export function KnowledgeScreen() {
  const { t, i18n } = useTranslation('knowledge');
  const { loaded, unavailable, bases, files, jobs } = useKnowledgeStore();
  const estimate = useStorageEstimate(`${bases.length}/${Object.values(files).flat().length}`);

  useEffect(() => void loadKnowledge(), []);

  const create = async () => {
    const name = (await showPrompt(t('nameTitle'), t('defaultName'), { rows: 1 }))?.trim();
    if (name) await createBase(name);
  };

  return (
    <div className={layout.screen}>
      <ScreenHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button variant="primary" disabled={unavailable} onClick={() => void create()}>
            {t('create')}
          </Button>
        }
      />
      <div className={layout.body}>
        {unavailable && (
          <p role="alert" className={styles.error}>
            {t('unavailable')}
          </p>
        )}
        {estimate && (
          <p className={styles.storage}>
            {t('storage', { used: formatBytes(i18n.language, estimate.used), quota: formatBytes(i18n.language, estimate.quota) })}
          </p>
        )}
        {estimate?.nearlyFull && (
          <p role="alert" className={styles.error}>
            {t('storageFull')}
          </p>
        )}
        {!unavailable && <MeaningChoice />}
        {loaded && bases.length === 0 && !unavailable && <p className={styles.muted}>{t('empty')}</p>}
        <ul className={styles.bases} aria-label={t('bases')}>
          {bases.map((base) => (
            <BaseCard key={base.id} base={base} files={files[base.id] ?? []} jobs={jobs.filter((job) => job.baseId === base.id)} />
          ))}
        </ul>
      </div>
    </div>
  );
}
