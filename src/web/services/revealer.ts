import { revealCount } from '../../core/chat/reveal';

export interface Revealer {
  push(text: string): void;
  /** Everything received so far, shown or not; stops the animation. */
  finish(): string;
}

/** 'gradual': each animation frame reveals 1/60 of what is buffered (at least one character), so
 * the reply flows evenly however the network chunks it. 'whole': each frame shows everything that
 * has arrived, for readers who asked their system for less motion. Either way the store is updated
 * at most once per frame whatever the chunk rate. */
export type RevealPace = 'gradual' | 'whole';

/** The pace the reader's system asks for (prefers-reduced-motion). */
export function preferredRevealPace(): RevealPace {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'whole' : 'gradual';
}

export function createRevealer(onReveal: (visible: string) => void, pace: RevealPace = 'gradual'): Revealer {
  let received = '';
  let shown = 0;
  let frame: number | null = null;
  let finished = false;

  const tick = () => {
    frame = null;
    if (finished) return;
    const buffered = received.length - shown;
    if (buffered <= 0) return;
    shown += pace === 'whole' ? buffered : revealCount(buffered);
    onReveal(received.slice(0, shown));
    frame = requestAnimationFrame(tick);
  };

  return {
    push(text) {
      received += text;
      if (frame === null && !finished) frame = requestAnimationFrame(tick);
    },
    finish() {
      finished = true;
      if (frame !== null) cancelAnimationFrame(frame);
      frame = null;
      return received;
    },
  };
}
