import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TOPIC } from '../../../../core/constants/chat';
import { Input } from '../../../components/Input/Input';
import { useChatStore } from '../../../stores/chat-store';
import { newId } from '../../../stores/ids';
import { ContextEditor } from '../../masks/ContextEditor';
import styles from './Session.module.css';

/** The chat's topic and its preset context, written as they are typed (the rename and
 * topic edit of the message editor). An emptied topic falls back to the default. */
export function SessionEditor({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('sessionMenu');
  const { t: tShell } = useTranslation('shell');
  const session = useChatStore((s) => s.sessions.find((item) => item.id === sessionId));
  const topicId = useId();
  const hintId = useId();
  if (!session) return null;
  const update = useChatStore.getState().updateSessionMeta;
  const shownTopic = session.topic === DEFAULT_TOPIC ? '' : session.topic;

  return (
    <div className={styles.editor}>
      <label className={styles.field} htmlFor={topicId}>
        <span className={styles.label}>{t('editor.topic')}</span>
        <Input
          id={topicId}
          aria-describedby={hintId}
          value={shownTopic}
          placeholder={tShell('defaultTopic')}
          onChange={(event) => update(sessionId, { topic: event.target.value.trim() === '' ? DEFAULT_TOPIC : event.target.value })}
        />
        <span id={hintId} className={styles.hint}>
          {t('editor.topicHint')}
        </span>
      </label>
      <ContextEditor
        context={session.mask.context}
        readOnly={false}
        newId={newId}
        onChange={(context) => update(sessionId, { mask: { ...session.mask, context } })}
      />
    </div>
  );
}
