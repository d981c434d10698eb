// The measure of a screen's top that places a toast (see toast-placement.ts): the toaster's, which
// loads with the first toast.

/** Sonner's default toast width (its `--width`), centred on a wide screen. */
const TOAST_WIDTH_PX = 356;
/** The width at and below which sonner spans a toast across the screen (its mobile layout). */
const FULL_WIDTH_BELOW_PX = 600;

/** The lowest bottom edge, in CSS pixels from the top of the window, of the marked elements that
 * share columns with where a toast is drawn; 0 when none does. */
export function screenTopBottom(): number {
  const width = window.innerWidth;
  const left = width <= FULL_WIDTH_BELOW_PX ? 0 : (width - TOAST_WIDTH_PX) / 2;
  const right = width <= FULL_WIDTH_BELOW_PX ? width : left + TOAST_WIDTH_PX;
  let bottom = 0;
  for (const element of document.querySelectorAll('[data-screen-top]')) {
    const box = element.getBoundingClientRect();
    if (box.height === 0 || box.right <= left || box.left >= right) continue;
    bottom = Math.max(bottom, box.bottom);
  }
  return bottom;
}
