import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/Button/IconButton';
import { DeleteIcon } from '../../components/icons/chat';
import type { KnowledgeFile } from '../../services/knowledge/knowledge-db';
import { useKnowledgeStore, type FileJob } from '../../services/knowledge/knowledge-store';
import styles from './Knowledge.module.css';

/** A file being read or indexed: its phase and a progress bar. */
export function JobRow({ job }: { job: FileJob }) {
  const { t } = useTranslation('knowledge');
  return (
    <li className={styles.file}>
      <div className={styles.fileMain}>
        <span className={styles.fileName}>{job.name}</span>
        <span className={styles.muted}>{t(`phase.${job.phase}`)}</span>
        <progress className={styles.progress} aria-label={t('progress', { name: job.name })} max={1} value={job.progress} />
      </div>
    </li>
  );
}

/** A stored file: ready with its passages and pages, on another device (its record came by sync,
 * its text did not), or failed with the reason. A web page says so, with its address. */
export function FileRow({ file, onRemove }: { file: KnowledgeFile; onRemove: () => void }) {
  const { t } = useTranslation('knowledge');
  const { t: ts } = useTranslation('knowledgeSync');
  const embedding = useKnowledgeStore((s) => s.embedding[file.id]);
  const elsewhere = useKnowledgeStore((s) => s.elsewhere[file.id] === true);
  const state =
    file.status === 'failed'
      ? [t('phase.failed')]
      : elsewhere
        ? [ts('elsewhere')]
        : [t('phase.ready'), t('passages', { count: file.passages }), ...(file.pages ? [t('pages', { count: file.pages })] : [])];
  const details = [...(file.type === 'web' ? [ts('webPage')] : []), ...state].join(' · ');
  return (
    <li className={styles.file}>
      <div className={styles.fileMain}>
        <span className={styles.fileName}>{file.name}</span>
        <span className={styles.muted}>{details}</span>
        {file.url && <span className={styles.muted}>{file.url}</span>}
        {elsewhere && file.status === 'ready' && <span className={styles.muted}>{ts('elsewhereHint')}</span>}
        {embedding && (
          <>
            <span className={styles.muted}>{t('embedding', embedding)}</span>
            <progress className={styles.progress} aria-label={t('progress', { name: file.name })} max={embedding.total} value={embedding.done} />
          </>
        )}
        {file.failure && (
          <p role="alert" className={styles.error}>
            {t(`failure.${file.failure}`)}
          </p>
        )}
      </div>
      <IconButton aria-label={t('removeFile', { name: file.name })} onClick={onRemove}>
        <DeleteIcon size={16} />
      </IconButton>
    </li>
  );
}
