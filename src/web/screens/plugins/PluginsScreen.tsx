import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredPlugin } from '../../../core/schemas';
import { ScreenHeader } from '../../app/layout/ScreenHeader';
import layout from '../../app/layout/ScreenLayout.module.css';
import { Button } from '../../components/Button/Button';
import { useFilePicker } from '../../components/FilePicker/use-file-picker';
import { showConfirm } from '../../components/Dialogs/show';
import { Input } from '../../components/Input/Input';
import { showToast } from '../../components/Toast/showToast';
import { downloadFile } from '../../services/download';
import { newId } from '../../stores/ids';
import { usePluginStore } from '../../stores/plugin-store';
import { PluginEditor } from './PluginEditor';
import { parsePluginFile, pluginFileContent } from './plugin-io';
import { PluginRow } from './PluginRow';
import styles from './Plugins.module.css';

/** The plugins screen (/plugins): every plugin newest first, search, create, edit, switch on and
 * off, delete with undo, and import and export as JSON. */
export function PluginsScreen() {
  const { t } = useTranslation('plugins');
  const { t: te } = useTranslation('errors');
  const records = usePluginStore((s) => s.records);
  const update = usePluginStore((s) => s.update);
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  // The plugin New plugin made, until its editor closes.
  const createdId = useRef<string | null>(null);

  const all = useMemo(() => Object.values(records).sort((a, b) => b.createdAt - a.createdAt), [records]);
  const shown = useMemo(() => {
    const words = query.trim().toLowerCase();
    return words ? all.filter((plugin) => `${plugin.title} ${plugin.content}`.toLowerCase().includes(words)) : all;
  }, [all, query]);
  const open = openId === null ? undefined : records[openId];

  const remove = async (plugin: StoredPlugin) => {
    if (!(await showConfirm(t('screen.confirmDelete', { title: plugin.title || t('screen.untitled') })))) return;
    const undo = usePluginStore.getState().remove(plugin.id);
    showToast(t('screen.deleted'), { action: { label: t('screen.undo'), onClick: () => void undo() } });
  };
  const closeEditor = (id: string) => {
    setOpenId(null);
    // A new plugin closed before anything was put in it is not worth keeping as an empty row; one
    // that existed stays, emptied or not, since it was the user's.
    const isNew = id === createdId.current;
    createdId.current = null;
    if (isNew && !usePluginStore.getState().records[id]?.content.trim()) usePluginStore.getState().remove(id);
  };
  const importFile = async (file: File) => {
    const plugins = parsePluginFile(await file.text(), { newId, now: Date.now() });
    if (!plugins) return showToast(te('importFailed'));
    for (const plugin of plugins) usePluginStore.getState().put(plugin);
    showToast(t('screen.imported', { count: plugins.length }));
  };

  const picker = useFilePicker('application/json', (file) => void importFile(file), 'plugin-import-file');

  return (
    <div className={layout.screen}>
      <ScreenHeader
        title={t('screen.title')}
        subtitle={t('screen.subtitle', { count: all.length })}
        actions={
          <>
            <Button onClick={picker.open}>{t('screen.import')}</Button>
            <Button disabled={all.length === 0} onClick={() => downloadFile('polychat-plugins.json', pluginFileContent(all))}>
              {t('screen.export')}
            </Button>
            <Button
              variant="primary"
              onClick={() => {
                createdId.current = usePluginStore.getState().create().id;
                setOpenId(createdId.current);
              }}
            >
              {t('screen.create')}
            </Button>
          </>
        }
      />
      {picker.input}
      <div className={layout.body}>
        <Input type="search" className={styles.search} aria-label={t('screen.search')} placeholder={t('screen.search')} value={query} onChange={(event) => setQuery(event.target.value)} />
        {shown.length === 0 ? (
          <p className={styles.muted}>{all.length === 0 ? t('screen.empty') : t('screen.noMatch')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('screen.title')}>
            {shown.map((plugin) => (
              <PluginRow
                key={plugin.id}
                plugin={plugin}
                onEdit={() => setOpenId(plugin.id)}
                onToggle={(enabled) => update(plugin.id, { enabled })}
                onDelete={() => void remove(plugin)}
              />
            ))}
          </ul>
        )}
      </div>
      {open && <PluginEditor plugin={open} onChange={(patch) => update(open.id, patch)} onClose={() => closeEditor(open.id)} />}
    </div>
  );
}
