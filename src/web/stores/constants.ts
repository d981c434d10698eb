// Timing of the stores' own writes (not spec numbers, so they live here rather than in core).

/** While a reply streams, its message is written at most this often, so a crash loses little
 * and the disk is not written per frame; the final write happens on finish. */
export const STREAMING_WRITE_INTERVAL_MS = 1000;
