import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prompt } from '../../../core/types';
import { useLanguage } from '../../app/use-language';
import { Button } from '../../components/Button/Button';
import { showConfirm } from '../../components/Dialogs/show';
import { Input, TextArea } from '../../components/Input/Input';
import { usePromptStore } from '../../stores/prompt-store';
import { allPrompts, loadBuiltinPrompts, promptLangOf, type BuiltinPrompts } from './builtin-prompts';
import { createPromptSearcher } from './prompt-index';
import styles from './Prompts.module.css';

/** Enough to browse; a search narrows the rest down. */
const LIST_LIMIT = 200;

function PromptEditor({ prompt, onDone }: { prompt: Prompt; onDone: () => void }) {
  const { t } = useTranslation('prompts');
  const { t: tc } = useTranslation('common');
  const update = usePromptStore((s) => s.update);
  const [title, setTitle] = useState(prompt.title);
  const [content, setContent] = useState(prompt.content);
  return (
    <div className={styles.editor}>
      <Input autoFocus aria-label={t('titleLabel')} value={title} onChange={(event) => setTitle(event.target.value)} />
      <TextArea aria-label={t('contentLabel')} rows={5} value={content} onChange={(event) => setContent(event.target.value)} />
      <div className={styles.editorActions}>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {tc('cancel')}
        </Button>
        <Button
          size="sm"
          variant="primary"
          onClick={() => {
            update(prompt.id, { title, content });
            onDone();
          }}
        >
          {tc('save')}
        </Button>
      </div>
    </div>
  );
}

/** The prompt library: search everything, add, edit and delete the user's own prompts. */
export function PromptList({ onUse }: { onUse?: (content: string) => void }) {
  const { t } = useTranslation('prompts');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const records = usePromptStore((s) => s.records);
  const add = usePromptStore((s) => s.add);
  const remove = usePromptStore((s) => s.remove);
  const [builtin, setBuiltin] = useState<BuiltinPrompts>({ cn: [], en: [] });
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  // The row whose editor just closed: its buttons replace the editor, which held the focus.
  const [closedEditor, setClosedEditor] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    void loadBuiltinPrompts().then(setBuiltin);
  }, []);
  useEffect(() => {
    if (closedEditor === null) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-prompt-id="${CSS.escape(closedEditor)}"] button`);
    (row ?? addRef.current)?.focus();
    setClosedEditor(null);
  }, [closedEditor]);

  const all = useMemo(() => allPrompts(Object.values(records), builtin, promptLangOf(language)), [records, builtin, language]);
  const search = useMemo(() => createPromptSearcher(all), [all]);
  const shown = useMemo(() => search(query, LIST_LIMIT), [search, query]);
  const userCount = Object.keys(records).length;

  const confirmRemove = async (prompt: Prompt) => {
    if (await showConfirm(t('confirmDelete', { title: prompt.title }))) remove(prompt.id);
  };

  return (
    <div className={styles.list}>
      <p className={styles.muted}>{t('subtitle', { builtin: all.length - userCount, user: userCount })}</p>
      <div className={styles.toolbar}>
        <Input type="search" aria-label={t('search')} placeholder={t('search')} value={query} onChange={(event) => setQuery(event.target.value)} />
        <Button
          ref={addRef}
          variant="primary"
          onClick={() => {
            setQuery('');
            setEditing(add({ title: '', content: '' }).id);
          }}
        >
          {t('add')}
        </Button>
      </div>
      {shown.length === 0 && <p className={styles.muted}>{t('empty')}</p>}
      <ul ref={listRef} className={styles.items} aria-label={t('title')}>
        {shown.map((prompt) => (
          <li key={prompt.id} data-prompt-id={prompt.id} className={styles.item} aria-label={prompt.title || t('add')}>
            {editing === prompt.id ? (
              <PromptEditor
                prompt={prompt}
                onDone={() => {
                  setEditing(null);
                  setClosedEditor(prompt.id);
                  // An added prompt left blank is not worth keeping.
                  const stored = usePromptStore.getState().records[prompt.id];
                  if (stored && !stored.title.trim() && !stored.content.trim()) remove(prompt.id);
                }}
              />
            ) : (
              <>
                <div className={styles.text}>
                  <div className={styles.title}>
                    {prompt.title}
                    <span className={styles.badge}>{prompt.isUser ? t('user') : t('builtin')}</span>
                  </div>
                  <div className={styles.content}>{prompt.content}</div>
                </div>
                <div className={styles.actions}>
                  {onUse && (
                    <Button size="sm" variant="secondary" onClick={() => onUse(prompt.content)}>
                      {t('use')}
                    </Button>
                  )}
                  {prompt.isUser && (
                    <>
                      <Button size="sm" variant="ghost" onClick={() => setEditing(prompt.id)}>
                        {tc('edit')}
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => void confirmRemove(prompt)}>
                        {tc('delete')}
                      </Button>
                    </>
                  )}
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
