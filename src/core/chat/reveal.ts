import { STREAM_REVEAL_FRACTION } from '../constants';

/** How many buffered characters one animation frame reveals: 1/60 of the buffer, at least one,
 * so a reply appears smoothly whatever the size of the chunks the network delivers. */
export function revealCount(buffered: number): number {
  if (buffered <= 0) return 0;
  return Math.max(1, Math.floor(buffered * STREAM_REVEAL_FRACTION));
}
