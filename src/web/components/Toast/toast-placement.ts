// Where a toast may sit: below a screen's top, never over its title or the buttons beside it. A
// screen's header can be one line or, with long labels on a phone, three; the mask screen has no
// header but a title and buttons; a screen may still be loading when a toast comes (a link's
// toast, on arrival). So the top is measured in every frame while a toast shows, not assumed.

/** Marks an element as part of a screen's top (its title, the buttons beside it): a toast is
 * placed below every marked element it would otherwise cross. */
export const SCREEN_TOP = { 'data-screen-top': '' } as const;

const listeners = new Set<() => void>();
/** Until when (performance.now()) a shown toast may still be on screen. */
let showingUntil = 0;
let frame = 0;

function follow(): void {
  for (const listener of listeners) listener();
  frame = performance.now() < showingUntil ? requestAnimationFrame(follow) : 0;
}

/** A toast is about to show for `lifetimeMs`: it is placed now, and follows the screen's top
 * (a screen that finishes loading, a header that wraps) for as long as it can be seen. */
export function toastShowing(lifetimeMs: number): void {
  showingUntil = Math.max(showingUntil, performance.now() + lifetimeMs);
  if (frame !== 0) cancelAnimationFrame(frame);
  follow();
}

/** For the host: `listener` runs whenever the screen's top is measured for a toast. */
export function onPlacementChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
