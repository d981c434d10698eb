import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button';
import { cx } from '../../components/cx';
import { showConfirm } from '../../components/Dialogs/show';
import { showPrompt } from '../../components/Dialogs/show-prompt';
import type { KnowledgeBase, KnowledgeFile } from '../../services/knowledge/knowledge-db';
import { addFiles, deleteBase, deleteFile, renameBase, useKnowledgeStore, type FileJob } from '../../services/knowledge/knowledge-store';
import { useWebPageAdder } from './use-web-page-adder';
import { formatDateTime } from '../../i18n/locale-format';
import { BaseSearch } from './BaseSearch';
import { FileRow, JobRow } from './FileRow';
import styles from './Knowledge.module.css';

/** What the file picker offers: the kinds the worker reads. */
const ACCEPTED_FILES = '.pdf,.docx,.md,.markdown,.txt,.html,.htm,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/markdown,text/plain,text/html';

interface BaseCardProps {
  base: KnowledgeBase;
  files: KnowledgeFile[];
  jobs: FileJob[];
}

/** One knowledge base: its name and actions, a drop zone, its files, and search in it. */
export function BaseCard({ base, files, jobs }: BaseCardProps) {
  const { t, i18n } = useTranslation('knowledge');
  const { t: ts } = useTranslation('knowledgeSync');
  const input = useRef<HTMLInputElement>(null);
  const webPage = useWebPageAdder(base.id);
  const elsewhere = useKnowledgeStore((s) => s.elsewhere);
  const [dragging, setDragging] = useState(false);
  const headingId = useId();

  const rename = async () => {
    const name = (await showPrompt(t('nameTitle'), base.name, { rows: 1 }))?.trim();
    if (name && name !== base.name) await renameBase(base.id, name);
  };
  const remove = async () => {
    if (await showConfirm(t('confirmDelete', { name: base.name }), { danger: true, confirmText: t('delete') })) await deleteBase(base.id);
  };
  const paste = async () => {
    const text = await showPrompt(t('pasteTitle'), '', { rows: 10 });
    if (!text?.trim()) return;
    const name = `${t('pastedName', { date: formatDateTime(i18n.language, Date.now()) }).replace(/[\\/:*?"<>|]/g, '-')}.txt`;
    void addFiles(base.id, [new File([text], name, { type: 'text/plain' })]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = [...event.dataTransfer.files];
    if (dropped.length > 0) void addFiles(base.id, dropped);
  };

  return (
    <li className={styles.base} aria-labelledby={headingId}>
      <div className={styles.baseHeader}>
        <div className={styles.baseTitles}>
          <h3 id={headingId} className={styles.baseName}>
            {base.name}
          </h3>
          <p className={styles.muted}>{t('fileSummary', { count: files.length })}</p>
        </div>
        <div className={styles.baseActions}>
          <Button size="sm" onClick={() => input.current?.click()}>
            {t('addFiles')}
          </Button>
          <Button size="sm" onClick={() => void paste()}>
            {t('pasteText')}
          </Button>
          <Button size="sm" onClick={() => void webPage.ask()}>
            {ts('addPage')}
          </Button>
          <Button size="sm" variant="ghost" aria-label={t('renameBase', { name: base.name })} onClick={() => void rename()}>
            {t('rename')}
          </Button>
          <Button size="sm" variant="ghost" aria-label={t('deleteBase', { name: base.name })} onClick={() => void remove()}>
            {t('delete')}
          </Button>
        </div>
      </div>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ACCEPTED_FILES}
        aria-label={t('addFiles')}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          if (chosen.length > 0) void addFiles(base.id, chosen);
        }}
      />
      {webPage.status}
      <div
        className={cx(styles.dropZone, dragging && styles.dragging)}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {t('dropZone')}
      </div>
      {jobs.length + files.length === 0 ? (
        <p className={styles.muted}>{t('noFiles')}</p>
      ) : (
        <ul className={styles.files} aria-label={t('files', { name: base.name })}>
          {jobs.map((job) => (
            <JobRow key={job.fileId} job={job} />
          ))}
          {files.map((file) => (
            <FileRow key={file.id} file={file} onRemove={() => void deleteFile(file)} />
          ))}
        </ul>
      )}
      {files.some((file) => file.status === 'ready' && !elsewhere[file.id]) && <BaseSearch base={base} />}
    </li>
  );
}
