// Where a toast may sit: below a screen's top, never over its title or the buttons beside it. A
// screen's header can be one line or, with long labels on a phone, three; the mask screen has no
// header but a title and buttons; so the top is measured, not assumed.

/** Sonner's default toast width (its `--width`), centred on a wide screen. */
const TOAST_WIDTH_PX = 356;
/** The width at and below which sonner spans a toast across the screen (its mobile layout). */
const FULL_WIDTH_BELOW_PX = 600;

const marked = new Set<Element>();
const listeners = new Set<() => void>();
let frame = 0;

function changed(): void {
  for (const listener of listeners) listener();
}

/** A ref for the elements of a screen's top (its title, the buttons beside it): a toast is placed
 * below every one of them it would otherwise cross. A screen that appears or goes moves the
 * toasts in the next frame, once it is laid out. */
export function markScreenTop(element: Element | null): void {
  if (element) marked.add(element);
  if (listeners.size === 0 || frame !== 0) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    changed();
  });
}

/** The lowest bottom edge, in CSS pixels from the top of the window, of the marked elements that
 * share columns with where a toast is drawn; 0 when none does. */
export function screenTopBottom(): number {
  const width = window.innerWidth;
  const left = width <= FULL_WIDTH_BELOW_PX ? 0 : (width - TOAST_WIDTH_PX) / 2;
  const right = width <= FULL_WIDTH_BELOW_PX ? width : left + TOAST_WIDTH_PX;
  let bottom = 0;
  for (const element of marked) {
    if (!element.isConnected) {
      marked.delete(element);
      continue;
    }
    const box = element.getBoundingClientRect();
    if (box.height === 0 || box.right <= left || box.left >= right) continue;
    bottom = Math.max(bottom, box.bottom);
  }
  return bottom;
}

/** For the host: `listener` runs when a toast is about to show and when a screen's top may have
 * moved (a screen came or went, the window was resized). */
export function onPlacementChange(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('resize', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('resize', listener);
  };
}

export const toastShowing = changed;
