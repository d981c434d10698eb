// A conversation: titles, summaries, canned answers, the streaming reveal, tool calls, token estimates.

/** A chat is given a generated title once its messages reach this many estimated tokens: a
 * shorter exchange says too little to name it by. */
export const TITLE_MIN_TOKENS = 50;
/** The title of a chat that has none yet; kept as data, shown in the user's language. */
export const DEFAULT_TOPIC = 'New Chat';
/** The word the title prompt asks the model to answer when a chat has no clear topic. */
export const TOPIC_FALLBACK = 'chitchat';

/** The length the summary prompt asks for, in characters or words: enough to carry a long chat's
 * gist into the next request at a small share of its tokens. */
export const SUMMARY_TARGET_LENGTH = 200;

/** Canned answers stream this many characters per tick, so they read like a model's reply. */
export const CANNED_ANSWER_CHARS_PER_TICK = 4;
/** The time between two ticks of a canned answer. */
export const CANNED_ANSWER_TICK_MS = 40;

/** The share of the text still unshown that a streaming reply reveals per frame (and at least one
 * character): a burst of text flows in over about a second instead of jumping in at once. */
export const STREAM_REVEAL_FRACTION = 1 / 60;

/** Frames in which the rest of a reply appears once its stream has ended: a tenth of a second at
 * 60 frames a second, quick enough that no one waits on text that has all arrived, long enough to
 * read as the same motion rather than a jump. */
export const STREAM_FINISH_REVEAL_FRAMES = 6;

/** The pause before the model is called again with the results of its tool calls. */
export const TOOL_CALL_RESTART_DELAY_MS = 60;

/** A tool result with an HTTP status of 300 or above (or an exception) is an error result: anything
 * but a 2xx answer is not the data the model asked for. */
export const TOOL_RESULT_ERROR_STATUS = 300;

/** The id of the first built-in mask: built-in ids start far above any id a user's masks reach. */
export const BUILTIN_MASK_ID_START = 100_000;

/** Estimated tokens per ASCII letter: English words run about four letters a token. */
export const TOKENS_PER_ASCII_LETTER = 0.25;
/** Estimated tokens per other ASCII character (digits, punctuation, spaces). */
export const TOKENS_PER_OTHER_ASCII = 0.5;
/** Estimated tokens per character outside ASCII: a CJK character is often more than one token. */
export const TOKENS_PER_NON_ASCII = 1.5;
