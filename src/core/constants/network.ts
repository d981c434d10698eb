// How calls to providers wait and are tried again.

/** How long a call may wait for the provider's answer to begin: a minute covers a slow model's
 * first byte without leaving a dead connection open for long. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** The same wait for image models on the OpenAI-style route, doubled: a picture takes longer to
 * start than a text. */
export const IMAGE_REQUEST_TIMEOUT_MS = REQUEST_TIMEOUT_MS * 2;

/** Silence in the middle of a streamed answer after which it is taken as stalled (providers send
 * keep-alive comments far more often while a model thinks; the server gives up on an upstream at
 * the same mark). */
export const STREAM_IDLE_TIMEOUT_MS = 60_000;

/** Transient failures (no connection, 429, 502, 503, 504 before any byte of the answer) are tried
 * this many times in all: two more tries ride out a brief outage without hammering a provider. */
export const RETRY_ATTEMPTS = 3;
/** The first wait between tries, at most; try n waits a random time up to RETRY_BASE_MS·2^(n-1),
 * so that many clients failing together do not come back together. */
export const RETRY_BASE_MS = 500;
/** The longest wait between two tries, whatever the doubling says. */
export const RETRY_MAX_DELAY_MS = 8000;
/** The longest Retry-After honoured by waiting; a provider asking for more is shown to the user
 * instead, who may rather try another model than watch a reply wait. */
export const RETRY_AFTER_MAX_MS = 20_000;
