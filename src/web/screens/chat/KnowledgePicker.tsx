import { useEffect } from 'react';
import { EscapeWhileLoading } from '../../components/escape-while-loading';
import { useTranslation } from 'react-i18next';
import { Selector } from '../../components/Selector/Selector';
import { loadKnowledge, useKnowledgeStore } from '../../services/knowledge/knowledge-store';
import { useChatStore } from '../../stores/chat-store';

/** The knowledge bases a chat can be given passages of, several at once. */
export function KnowledgePicker({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const { t } = useTranslation('knowledgeChat');
  const session = useChatStore((s) => s.sessions.find((item) => item.id === sessionId));
  const bases = useKnowledgeStore((s) => s.bases);
  const files = useKnowledgeStore((s) => s.files);
  const loaded = useKnowledgeStore((s) => s.loaded);
  useEffect(() => {
    if (!loaded) void loadKnowledge();
  }, [loaded]);
  // Escape while the bases are read closes the picker before it shows.
  if (!session || !loaded) return <EscapeWhileLoading onEscape={onClose} />;
  const chosen = session.mask.knowledge ?? [];
  const choose = (ids: string[]) => useChatStore.getState().updateSessionMeta(session.id, { mask: { ...session.mask, knowledge: ids } });
  return bases.length === 0 ? (
    <Selector items={[{ title: t('none'), value: '', disable: true }]} label={t('pick')} onClose={onClose} />
  ) : (
    <Selector
      items={bases.map((base) => ({ title: base.name, subTitle: t('files', { count: files[base.id]?.length ?? 0 }), value: base.id }))}
      label={t('pick')}
      note={t('note')}
      multiple
      // Ids of deleted bases are dropped with the next choice.
      defaultSelectedValue={chosen.filter((id) => bases.some((base) => base.id === id))}
      onSelection={choose}
      onClose={onClose}
    />
  );
}
