import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EscapeWhileLoading } from '../../components/escape-while-loading';
import { BookIcon } from '../../components/icons/knowledge';
import { withStrings } from '../../i18n/setup';
import { useChatStore } from '../../stores/chat-store';
import styles from './Composer.module.css';

/** The bases to choose from: the picker's code, its dialog and the bases' store load with the
 * first press. */
const KnowledgePicker = lazy(() => withStrings(import('./KnowledgePicker'), 'knowledgeChat').then((m) => ({ default: m.KnowledgePicker })));

/** The input's Knowledge action: which knowledge bases the chat's turns are given passages of. */
export function KnowledgeAction({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('inputActions', { keyPrefix: 'knowledge' });
  const [picking, setPicking] = useState(false);
  const session = useChatStore((s) => s.sessions.find((item) => item.id === sessionId));
  if (!session) return null;
  const chosen = session.mask.knowledge ?? [];
  const label = chosen.length > 0 ? t('actionOn', { count: chosen.length }) : t('action');
  return (
    <>
      <button type="button" className={styles.action} title={label} aria-pressed={chosen.length > 0} onClick={() => setPicking(true)}>
        <BookIcon size={16} />
        <span className={styles.actionLabel}>{label}</span>
      </button>
      {picking && (
        <Suspense fallback={<EscapeWhileLoading onEscape={() => setPicking(false)} />}>
          <KnowledgePicker sessionId={sessionId} onClose={() => setPicking(false)} />
        </Suspense>
      )}
    </>
  );
}
