import { revealCount } from '../../core/chat/reveal';

/** The longest the end of a reply waits for animation frames: a tab in the background draws none,
 * and its reply must still finish (and be saved) rather than wait until the tab is looked at. */
const END_REVEAL_DEADLINE_MS = 500;

export interface Revealer {
  push(text: string): void;
  /** The stream has ended: what is still buffered is revealed within a few frames (at once when
   * no frames are drawn); resolves with everything received once it is all shown. */
  end(): Promise<string>;
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
  /** What was still buffered when the stream ended; undefined while it runs. */
  let leftAtEnd: number | undefined;
  let ended: (() => void) | undefined;
  let ending: Promise<string> | undefined;

  const stop = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
    ended?.();
    ended = undefined;
  };

  const tick = () => {
    frame = null;
    const buffered = received.length - shown;
    if (buffered > 0) {
      shown += pace === 'whole' ? buffered : revealCount(buffered, leftAtEnd);
      onReveal(received.slice(0, shown));
    }
    if (shown < received.length) frame = requestAnimationFrame(tick);
    else if (leftAtEnd !== undefined) stop();
  };

  return {
    push(text) {
      if (leftAtEnd !== undefined) return;
      received += text;
      frame ??= requestAnimationFrame(tick);
    },
    end() {
      ending ??= new Promise((resolve) => {
        leftAtEnd = received.length - shown;
        const deadline = setTimeout(stop, END_REVEAL_DEADLINE_MS);
        ended = () => {
          clearTimeout(deadline);
          resolve(received);
        };
        if (leftAtEnd === 0 || pace === 'whole' || document.visibilityState === 'hidden') stop();
        else frame ??= requestAnimationFrame(tick);
      });
      return ending;
    },
  };
}
