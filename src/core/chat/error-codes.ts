// The kinds of error a reply can end with, named once: the message schema keeps them with a stored
// reply, the engine and the providers produce them, the catalogue translates them.

/** Every kind of error a reply can end with; the UI shows each as a sentence of its catalogue
 * (web/services/chat-errors.ts) in the user's language, the provider's own words folded under it. */
export const CHAT_ERROR_CODES = [
  'unauthorized',
  'empty_response',
  'prompt_blocked',
  'azure_incomplete',
  /** The user's own settings for a provider lack a field the call needs (a key without its secret). */
  'provider_incomplete',
  'request_failed',
  'parse_failed',
  'timeout',
  'http_error',
  /** The provider refused the prompt or the picture under its content policy. */
  'content_policy',
  /** 429: too many requests, or the quota is spent. */
  'rate_limited',
  /** An image answer that holds no readable picture. */
  'bad_image',
  /** The chosen provider cannot draw. */
  'image_unsupported',
  /** Our server has no key or address for the provider, and the user sent none. */
  'not_configured',
  /** 403 from the provider. */
  'forbidden',
  /** 404: the model or the address does not exist there. */
  'not_found',
  /** 413: the request (pictures, a long chat) is too large. */
  'too_large',
  /** 500 from the provider. */
  'server_error',
  /** 502, 503, 504: the provider or a gateway is down or overloaded. */
  'unavailable',
  /** No answer at all: offline, the address does not resolve, the connection was refused. */
  'unreachable',
  /** The answer stopped half-way: the connection dropped or the server cut a silent upstream. */
  'connection_lost',
  /** Nothing arrived for STREAM_IDLE_TIMEOUT_MS in the middle of an answer. */
  'stalled',
  /** A web page came back instead of an answer (a sign-in page or captive portal). */
  'html_page',
  /** Our server refuses this address's access codes for a while after too many wrong ones. */
  'too_many_attempts',
  /** Our server refuses the model (DISABLE_GPT4). */
  'model_disabled',
  /** Our server refuses users' own keys (HIDE_USER_API_KEY). */
  'user_key_forbidden',
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];
