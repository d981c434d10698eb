// How a conversation is cut into images. A canvas has size limits (Chromium: 32,767 px a side and
// 268 million pixels; Safari on iOS: 16.7 million pixels), past which drawing silently yields a
// blank or failed image. Scaling a long conversation down to fit one canvas would make it
// unreadable, so it is cut between messages into pages that each fit, every page with the header.

/** A side no browser refuses. */
export const MAX_CANVAS_SIDE = 16_384;
/** Safari's limit (4096²), the smallest of the browsers. */
export const MAX_CANVAS_AREA = 16_777_216;
/** Sharp on high-density screens; pages near the limits are drawn at 1× instead. */
export const PREFERRED_IMAGE_SCALE = 2;

export interface PageLayout {
  /** CSS pixels. */
  width: number;
  /** The header and padding every page has. */
  fixedHeight: number;
  /** Space between two messages. */
  gap: number;
  /** Height of each message block, in order. */
  heights: readonly number[];
}

export interface ImagePage {
  /** Messages [start, end) of the conversation. */
  start: number;
  end: number;
  /** CSS pixels. */
  height: number;
  /** Device pixels per CSS pixel for this page's canvas. */
  scale: number;
}

function scaleFor(width: number, height: number): number {
  return Math.min(PREFERRED_IMAGE_SCALE, MAX_CANVAS_SIDE / height, MAX_CANVAS_SIDE / width, Math.sqrt(MAX_CANVAS_AREA / (width * height)));
}

/** Cuts the messages into pages no taller than a canvas allows at 1×. A single message taller than
 * that gets a page of its own, drawn smaller than 1× so that it still fits. */
export function planImagePages({ width, fixedHeight, gap, heights }: PageLayout): ImagePage[] {
  const maxHeight = Math.min(MAX_CANVAS_SIDE, Math.floor(MAX_CANVAS_AREA / width));
  const pages: ImagePage[] = [];
  let start = 0;
  let height = fixedHeight;
  const close = (end: number) => {
    pages.push({ start, end, height, scale: scaleFor(width, height) });
    start = end;
    height = fixedHeight;
  };
  heights.forEach((blockHeight, index) => {
    const added = (index > start ? gap : 0) + blockHeight;
    if (index > start && height + added > maxHeight) close(index);
    height += (index > start ? gap : 0) + blockHeight;
  });
  if (heights.length > start || pages.length === 0) close(heights.length);
  return pages;
}
