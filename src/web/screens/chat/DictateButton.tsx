import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MicrophoneIcon } from '../../components/icons/voice';
import { browserHasRecognition } from '../../services/voice/recognition-class';
import { useConfigStore } from '../../stores/config-store';
import styles from './DictateButton.module.css';
import { useDictation } from './use-dictation';

/** The RMS at which the meter is full: loud speech close to the microphone. */
const LEVEL_FULL_SCALE = 0.2;

/** The shortcut: Alt + M (held for push to talk), by the key's place so that any layout has it. */
const isShortcut = (event: KeyboardEvent) => event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyM';

/** The input's microphone: hold it (or Alt + M) to talk, or press once hands-free; the level meter
 * shows the microphone is live. What was said goes to `onText`. */
export const DictateButton = memo(function DictateButton({ onText }: { onText: (text: string) => void }) {
  const { t } = useTranslation('inputActions', { keyPrefix: 'dictate' });
  const mode = useConfigStore((s) => s.voice.dictationMode);
  // Only what works is offered: the browser as the voice provider writes nothing down where it has
  // no speech recognition.
  const offered = useConfigStore((s) => s.voice.provider !== 'browser' || browserHasRecognition());
  const { phase, level, start, end, toggle, prepare } = useDictation(onText);
  const push = mode === 'push';

  useEffect(() => {
    if (!offered) return;
    const down = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      if (event.repeat) return;
      if (push) start();
      else toggle();
    };
    const up = (event: KeyboardEvent) => {
      if (push && (event.code === 'KeyM' || event.key === 'Alt')) end();
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [offered, push, start, end, toggle]);

  if (!offered) return null;

  const live = phase === 'opening' || phase === 'recording';
  const percent = Math.min(100, Math.round((level / LEVEL_FULL_SCALE) * 100));
  return (
    <span className={styles.dictation}>
      {phase === 'recording' && (
        <span className={styles.meter} role="meter" aria-label={t('level')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <span className={styles.fill} style={{ transform: `scaleY(${percent / 100})` }} />
        </span>
      )}
      <button
        type="button"
        className={styles.button}
        aria-label={t('dictate')}
        title={`${t('dictate')} (Alt + M)`}
        aria-pressed={live}
        disabled={phase === 'transcribing'}
        // Reached for: the recorder's code comes now, so the first press records as soon as the
        // microphone opens.
        onPointerEnter={() => void prepare()}
        onFocus={() => void prepare()}
        onPointerDown={(event) => {
          if (!push || event.button !== 0) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          start();
        }}
        onPointerUp={() => push && end()}
        onPointerCancel={() => push && end()}
        onContextMenu={(event) => event.preventDefault()}
        onClick={(event) => {
          // Push to talk is held with the pointer; a press from the keyboard or a screen reader
          // (detail 0) starts and ends a take like hands-free.
          if (!push || event.detail === 0) toggle();
        }}
      >
        <MicrophoneIcon size={18} />
      </button>
      <span role="status" className={styles.status}>
        {live ? t('listening') : phase === 'transcribing' ? t('transcribing') : ''}
      </span>
    </span>
  );
});
