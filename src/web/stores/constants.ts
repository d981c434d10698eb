// Timing of the stores' own writes (not spec numbers, so they live here rather than in core).

/** While a reply streams, its message is written at most this often, so a crash loses little
 * and the disk is not written per frame; the final write happens on finish. */
export const STREAMING_WRITE_INTERVAL_MS = 1000;

/** While a reply is revealed, the chat store takes its text at most this often (the message body
 * reads each frame's text from live-text); list, search and the periodic write go by the store. */
export const LIVE_TEXT_STORE_SYNC_MS = 250;

/** A session with more messages than this opens at its newest OPENING_TAIL_MESSAGES, drawn at once,
 * while the older ones are read (reading and checking 20,000 records takes most of a second). */
export const TAIL_FIRST_ABOVE_MESSAGES = 400;
export const OPENING_TAIL_MESSAGES = 100;
/** A long session whose path ends on a branch stored before its newest OPENING_TAIL_MESSAGES still
 * opens at that end, drawn first, when no more than this many messages are stored from there on:
 * they are read with it, a tenth of what reading 20,000 costs. Further back, it is drawn once all
 * are read. */
export const EARLIER_PATH_END_READ_LIMIT = 2000;
