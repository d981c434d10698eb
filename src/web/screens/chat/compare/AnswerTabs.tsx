import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../../core/types';
import { AnswerPanel, answerName } from './AnswerPanel';
import styles from './Compare.module.css';

/** A sideways move shorter than this is a tap or an unsteady scroll, not a swipe. */
const SWIPE_MIN_PX = 48;

interface AnswerTabsProps {
  sessionId: string;
  answers: readonly ChatMessage[];
  now: number;
}

/** The answers as tabs, one shown at a time: a phone has no room for columns. A swipe across the
 * answer, a tab, or the arrow keys on the tabs show another. */
export function AnswerTabs({ sessionId, answers, now }: AnswerTabsProps) {
  const { t, i18n } = useTranslation('compare');
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const start = useRef<{ x: number; y: number } | null>(null);
  const shown = Math.min(selected, answers.length - 1);
  // In a right-to-left language the next tab is to the left, and a swipe goes the other way.
  const forward = i18n.dir() === 'rtl' ? -1 : 1;

  const show = (index: number, focus = false) => {
    const next = (index + answers.length) % answers.length;
    setSelected(next);
    if (focus) tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? forward : event.key === 'ArrowLeft' ? -forward : 0;
    if (event.key === 'Home') show(0, true);
    else if (event.key === 'End') show(answers.length - 1, true);
    else if (step !== 0) show(shown + step, true);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    // A swipe to the left brings the next answer in from the right.
    const step = dx < 0 ? forward : -forward;
    const next = shown + step;
    if (next >= 0 && next < answers.length) show(next);
  };

  const answer = answers[shown];
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={t('answers')} className={styles.tabList} onKeyDown={onKeyDown}>
        {answers.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === shown}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === shown ? 0 : -1}
            className={styles.tab}
            onClick={() => show(index)}
          >
            {answerName(item)}
            {item.streaming && <span className={styles.live} aria-hidden="true" />}
          </button>
        ))}
      </div>
      {answer && (
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${shown}`}
          className={styles.panel}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (start.current = null)}
        >
          <AnswerPanel key={answer.id} sessionId={sessionId} answer={answer} now={now} labelledBy={`${baseId}-tab-${shown}`} />
        </div>
      )}
    </div>
  );
}
