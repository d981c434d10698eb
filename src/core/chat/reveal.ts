import { STREAM_FINISH_REVEAL_FRAMES, STREAM_REVEAL_FRACTION } from '../constants/chat';

/** How many buffered characters one animation frame reveals: 1/60 of the buffer, at least one,
 * so a reply appears smoothly whatever the size of the chunks the network delivers. Once the
 * stream has ended (`leftAtEnd`: what was still buffered then), nothing more is coming to wait
 * for, so each frame also reveals at least its share of that rest: it is all shown within
 * STREAM_FINISH_REVEAL_FRAMES frames, as motion rather than in one jump. */
export function revealCount(buffered: number, leftAtEnd?: number): number {
  if (buffered <= 0) return 0;
  const steady = Math.max(1, Math.floor(buffered * STREAM_REVEAL_FRACTION));
  if (leftAtEnd === undefined) return steady;
  return Math.min(buffered, Math.max(steady, Math.ceil(leftAtEnd / STREAM_FINISH_REVEAL_FRAMES)));
}
