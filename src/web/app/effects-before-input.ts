// Preact runs passive effects (useEffect) after the next frame; React runs those of a click or key
// before the next input reaches the page. Radix relies on React's order: a dialog installs its
// Escape listener and its focus trap in effects, so on Preact an Escape pressed within a frame of the
// dialog opening went to the page behind it. Here effects still wait for the frame, so the first
// paint is not held up by them, but any input event that comes first runs them before anyone sees it.

import { options } from 'preact';

/** Events that carry a user's intent: the effects of what they did before must be in place. */
const INPUT_EVENTS = ['keydown', 'keyup', 'beforeinput', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'touchstart', 'wheel'] as const;
/** Preact's own fallback when no frame comes (a hidden tab has none). */
const NO_FRAME_TIMEOUT_MS = 35;

let pending: (() => void) | null = null;

function runPending() {
  const flush = pending;
  pending = null;
  flush?.();
}

/** After the next frame, as Preact does by default. */
function afterNextFrame(callback: () => void) {
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, NO_FRAME_TIMEOUT_MS);
  const frame = requestAnimationFrame(done);
}

export function runEffectsBeforeInput(target: Window) {
  options.requestAnimationFrame = (flush) => {
    pending = flush;
    afterNextFrame(runPending);
  };
  // Listening on the window in the capture phase comes before every other listener of the page, so
  // a listener an effect adds for this very event (Radix's Escape, on the document) still hears it.
  for (const type of INPUT_EVENTS) target.addEventListener(type, runPending, { capture: true, passive: true });
}
