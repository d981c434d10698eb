import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REALTIME_TYPED_MAX_CHARS } from '../../../../core/constants/realtime';
import { Button } from '../../../components/Button/Button';
import { Input } from '../../../components/Input/Input';
import { MicIcon, MicOffIcon, PhoneIcon } from '../../../components/icons/call';
import { Modal } from '../../../components/Modal/Modal';
import type { CallView } from '../../../services/realtime/call';
import styles from './CallDialog.module.css';

interface Props {
  view: CallView;
  model: string;
  onMute: (muted: boolean) => void;
  /** A message typed instead of spoken. */
  onType: (text: string) => void;
  /** Hangs up (when the call is still on) and closes the screen. */
  onEnd: () => void;
}

/** The call screen: what is happening, what both sides said, and the two controls. */
export function CallDialog({ view, model, onMute, onType, onEnd }: Props) {
  const { t } = useTranslation('realtime');
  const live = view.status !== 'ended';
  const status = view.muted && live ? t('status.muted') : t(`status.${view.status}`);
  return (
    <Modal
      open
      onClose={onEnd}
      maximisable={false}
      title={t('title', { model })}
      className={styles.dialog}
      actions={
        // Once the call is over, the dialog's own close button is the one way on.
        live && (
          <>
            <Button
              aria-pressed={view.muted}
              icon={view.muted ? <MicOffIcon size={18} /> : <MicIcon size={18} />}
              onClick={() => onMute(!view.muted)}
            >
              {t('mute')}
            </Button>
            <Button variant="danger" icon={<PhoneIcon size={18} />} onClick={onEnd}>
              {t('end')}
            </Button>
          </>
        )
      }
    >
      <p className={styles.status} role="status" data-state={view.muted && live ? 'muted' : view.status}>
        <span className={styles.light} aria-hidden="true" />
        {status}
      </p>
      {view.problem && (
        <div role="alert" className={styles.problem}>
          <p>{t(`problem.${view.problem.kind}`)}</p>
          {view.problem.detail && <p className={styles.detail}>{view.problem.detail}</p>}
        </div>
      )}
      {view.turns.length > 0 ? (
        <ol className={styles.turns} aria-label={t('transcript')}>
          {view.turns.map((turn) => (
            <li key={`${turn.role}-${turn.itemId}`} className={styles[turn.role]}>
              <span className={styles.speaker}>{turn.role === 'user' ? t('you') : t('assistant')}</span>
              {turn.text}
            </li>
          ))}
        </ol>
      ) : (
        live && <p className={styles.hint}>{t('hint')}</p>
      )}
      {live && view.status !== 'connecting' && <TypedMessage onType={onType} />}
    </Modal>
  );
}

/** A line to type on, for what is easier typed than said (a name's spelling, a code) or when
 * speaking is not possible. */
function TypedMessage({ onType }: { onType: (text: string) => void }) {
  const { t } = useTranslation('realtime');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    onType(text);
    setText('');
  };
  return (
    <form className={styles.typed} onSubmit={submit}>
      <Input
        aria-label={t('typeLabel')}
        placeholder={t('typePlaceholder')}
        value={text}
        maxLength={REALTIME_TYPED_MAX_CHARS}
        onChange={(event) => setText(event.target.value)}
        className={styles.typedInput}
      />
      <Button type="submit" disabled={text.trim() === ''}>
        {t('send')}
      </Button>
    </form>
  );
}
