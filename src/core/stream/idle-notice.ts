// How our server tells the app that it ended a stream because the provider stopped sending, rather
// than because the connection broke: an SSE comment, which every event-stream reader skips, written
// just before the cut. The app reads it to say the provider fell silent, not that the line dropped.

/** The comment's text; a provider never sends it. */
export const UPSTREAM_IDLE_COMMENT = 'polychat upstream-idle';

/** The comment as the bytes of one SSE block. */
export function upstreamIdleNotice(): Uint8Array {
  return new TextEncoder().encode(`: ${UPSTREAM_IDLE_COMMENT}\n\n`);
}
