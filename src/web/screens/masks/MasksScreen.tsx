import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mask } from '../../../core/types';
import { ScreenHeader } from '../../app/layout/ScreenHeader';
import { useLanguage } from '../../app/use-language';
import { Button } from '../../components/Button/Button';
import { useFilePicker } from '../../components/FilePicker/use-file-picker';
import { Input } from '../../components/Input/Input';
import { useConfigStore } from '../../stores/config-store';
import { useMaskStore } from '../../stores/mask-store';
import { BUILTIN_MASK_LANGS, builtinLangOf } from './builtin-masks';
import { MaskEditor } from './MaskEditor';
import { visibleMasks, type LangFilter } from './mask-list';
import { MaskRow } from './MaskRow';
import styles from './Masks.module.css';
import layout from '../../app/layout/ScreenLayout.module.css';
import { useBuiltinMasks } from './use-builtin-masks';
import { useMaskActions } from './use-mask-actions';
import { useShareImport } from './use-share-import';

/** The mask page (part 2 section 2): search, language filter, create, import, and per mask chat,
 * view or edit, clone, download and delete. */
export function MasksScreen() {
  const { t } = useTranslation('masks');
  const language = useLanguage();
  const preferred = builtinLangOf(language);
  const builtin = useBuiltinMasks();
  const userMasks = useMaskStore((s) => s.records);
  const update = useMaskStore((s) => s.update);
  const hideBuiltin = useConfigStore((s) => s.hideBuiltinMasks);
  const actions = useMaskActions();
  const [query, setQuery] = useState('');
  const [lang, setLang] = useState<LangFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const picker = useFilePicker('application/json', (file) => void actions.importFile(file), 'mask-import-file');
  useShareImport(useCallback((id: string) => setOpenId(id), []));

  const masks = useMemo(
    () => visibleMasks({ user: Object.values(userMasks), builtin, hideBuiltin, preferred, lang, query }),
    [userMasks, builtin, hideBuiltin, preferred, lang, query],
  );
  const open: Mask | undefined =
    openId === null ? undefined : (userMasks[openId] ?? BUILTIN_MASK_LANGS.flatMap((l) => builtin[l]).find((m) => m.id === openId));

  return (
    <div className={layout.screen}>
      <ScreenHeader
        title={t('title')}
        subtitle={t('subtitle', { count: masks.length })}
        actions={
          <>
            <Button variant="secondary" onClick={picker.open}>
              {t('import')}
            </Button>
            <Button variant="primary" onClick={() => setOpenId(actions.create().id)}>
              {t('create')}
            </Button>
          </>
        }
      />
      {picker.input}
      <div className={layout.body}>
        <div className={styles.filters}>
          <Input type="search" aria-label={t('search')} placeholder={t('search')} value={query} onChange={(event) => setQuery(event.target.value)} />
          <select className={styles.select} aria-label={t('language')} value={lang} onChange={(event) => setLang(event.target.value as LangFilter)}>
            <option value="all">{t('allLanguages')}</option>
            {BUILTIN_MASK_LANGS.map((l) => (
              <option key={l} value={l}>
                {t(`langs.${l}`)}
              </option>
            ))}
          </select>
        </div>
        {masks.length === 0 ? (
          <p className={styles.muted}>{t('empty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('title')}>
            {masks.map((mask) => (
              <MaskRow
                key={mask.id}
                mask={mask}
                onChat={() => actions.chat(mask)}
                onOpen={() => setOpenId(mask.id)}
                onClone={() => setOpenId(actions.clone(mask).id)}
                onDownload={() => actions.download(mask)}
                onDelete={() => void actions.remove(mask)}
              />
            ))}
          </ul>
        )}
      </div>
      {open && (
        <MaskEditor
          mask={open}
          onClose={() => setOpenId(null)}
          onChange={(patch) => update(open.id, patch)}
          actions={
            <>
              <Button variant="ghost" onClick={() => actions.download(open)}>
                {t('download')}
              </Button>
              <Button variant="ghost" onClick={() => setOpenId(actions.clone(open).id)}>
                {t('clone')}
              </Button>
            </>
          }
        />
      )}
    </div>
  );
}
