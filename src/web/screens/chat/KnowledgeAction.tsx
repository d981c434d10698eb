import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookIcon } from '../../components/icons/knowledge';
import { Selector } from '../../components/Selector/Selector';
import { loadKnowledge, useKnowledgeStore } from '../../services/knowledge/knowledge-store';
import { useChatStore } from '../../stores/chat-store';
import styles from './Composer.module.css';

/** The input's Knowledge action: which knowledge bases the chat's turns are given passages of. */
export function KnowledgeAction({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('knowledgeChat');
  const [picking, setPicking] = useState(false);
  const session = useChatStore((s) => s.sessions.find((item) => item.id === sessionId));
  const bases = useKnowledgeStore((s) => s.bases);
  const files = useKnowledgeStore((s) => s.files);
  const loaded = useKnowledgeStore((s) => s.loaded);
  useEffect(() => {
    if (picking && !loaded) void loadKnowledge();
  }, [picking, loaded]);
  if (!session) return null;
  const chosen = session.mask.knowledge ?? [];
  const label = chosen.length > 0 ? t('actionOn', { count: chosen.length }) : t('action');
  const choose = (ids: string[]) => useChatStore.getState().updateSessionMeta(session.id, { mask: { ...session.mask, knowledge: ids } });
  return (
    <>
      <button type="button" className={styles.action} title={label} aria-pressed={chosen.length > 0} onClick={() => setPicking(true)}>
        <BookIcon size={16} />
        <span className={styles.actionLabel}>{label}</span>
      </button>
      {picking &&
        loaded &&
        (bases.length === 0 ? (
          <Selector items={[{ title: t('none'), value: '', disable: true }]} label={t('pick')} onClose={() => setPicking(false)} />
        ) : (
          <Selector
            items={bases.map((base) => ({ title: base.name, subTitle: t('files', { count: files[base.id]?.length ?? 0 }), value: base.id }))}
            label={t('pick')}
            note={t('note')}
            multiple
            // Ids of deleted bases are dropped with the next choice.
            defaultSelectedValue={chosen.filter((id) => bases.some((base) => base.id === id))}
            onSelection={choose}
            onClose={() => setPicking(false)}
          />
        ))}
    </>
  );
}
