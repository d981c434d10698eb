import { useTranslation } from 'react-i18next';
import { messageText } from '../../../core/chat/message-content';
import type { ChatMessage } from '../../../core/types';
import { Button } from '../../components/Button/Button';
import { IconButton } from '../../components/Button/IconButton';
import { DeleteIcon } from '../../components/icons/chat';
import { TextArea } from '../../components/Input/Input';
import styles from './Masks.module.css';

type PresetRole = 'system' | 'user' | 'assistant';
const ROLES: readonly PresetRole[] = ['system', 'user', 'assistant'];

interface Props {
  context: readonly ChatMessage[];
  readOnly: boolean;
  onChange: (context: ChatMessage[]) => void;
  newId: () => string;
}

/** The preset messages of a mask: each with its role, in the order they are sent. */
export function ContextEditor({ context, readOnly, onChange, newId }: Props) {
  const { t } = useTranslation('masks');
  const replace = (index: number, patch: Partial<ChatMessage>) =>
    onChange(context.map((message, i) => (i === index ? { ...message, ...patch } : message)));
  const move = (index: number, to: number) => {
    const next = [...context];
    const [message] = next.splice(index, 1);
    if (message) next.splice(to, 0, message);
    onChange(next);
  };
  const add = () =>
    onChange([...context, { id: newId(), date: Date.now(), role: context.length === 0 ? 'system' : 'user', content: '' }]);

  return (
    <section className={styles.context} aria-label={t('context.title')}>
      <h3 className={styles.sectionTitle}>{t('context.title')}</h3>
      {context.length === 0 && <p className={styles.muted}>{t('context.empty')}</p>}
      <ol className={styles.contextList}>
        {context.map((message, index) => {
          const n = index + 1;
          return (
            <li key={message.id} className={styles.contextItem}>
              <div className={styles.contextControls}>
                <select
                  className={styles.select}
                  aria-label={`${t('context.role')} ${n}`}
                  value={message.role}
                  disabled={readOnly}
                  onChange={(event) => replace(index, { role: event.target.value as PresetRole })}
                >
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`context.roles.${role}`)}
                    </option>
                  ))}
                </select>
                {!readOnly && (
                  <>
                    <IconButton aria-label={t('context.moveUp', { index: n })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                      ↑
                    </IconButton>
                    <IconButton
                      aria-label={t('context.moveDown', { index: n })}
                      disabled={index === context.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      ↓
                    </IconButton>
                    <IconButton aria-label={t('context.remove', { index: n })} onClick={() => onChange(context.filter((_, i) => i !== index))}>
                      <DeleteIcon size={16} />
                    </IconButton>
                  </>
                )}
              </div>
              <TextArea
                aria-label={t('context.content', { index: n })}
                className={styles.contextText}
                rows={3}
                value={messageText(message.content)}
                readOnly={readOnly}
                onChange={(event) => replace(index, { content: event.target.value })}
              />
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <Button variant="secondary" onClick={add}>
          {t('context.add')}
        </Button>
      )}
    </section>
  );
}
