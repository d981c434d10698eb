// Realtime conversation (OpenAI's Realtime API and Azure's): what the page and the server agree on.

/** The server's WebSocket relay to the provider's realtime endpoint, with the server's key:
 *   GET /api/realtime?provider=openai|azure&model=<model or Azure deployment>   (Upgrade: websocket)
 * The upstream address is the server's own setting for that provider; the page names only which
 * provider and model. */
export const REALTIME_RELAY_PATH = '/api/realtime';
export const REALTIME_PROVIDER_PARAM = 'provider';
export const REALTIME_MODEL_PARAM = 'model';
/** The subprotocol the realtime API speaks; the relay answers with it. */
export const REALTIME_SUBPROTOCOL = 'realtime';
/** A browser cannot set headers on a WebSocket, and a URL's query ends up in logs: the access code
 * travels as a second subprotocol, this prefix then the code's UTF-8 bytes in base64url (a
 * subprotocol must be a token: letters, digits and a few marks, no padding "="). */
export const REALTIME_CODE_SUBPROTOCOL_PREFIX = 'polychat-code.';
/** OpenAI's way for a browser to hand its key to the realtime endpoint (the official SDK's). */
export const OPENAI_KEY_SUBPROTOCOL_PREFIX = 'openai-insecure-api-key.';
/** The one audio format both sides use: 16-bit little-endian PCM, mono, at this rate (the realtime
 * API's "pcm16" / "audio/pcm" format has no other rate). */
export const REALTIME_SAMPLE_RATE = 24_000;
/** Azure's realtime endpoint (/openai/realtime) exists from its 2024-10-01-preview API on; this is
 * the newest preview of that surface, whose events keep the preview's names. */
export const AZURE_REALTIME_API_VERSION = '2025-04-01-preview';
/** The voice the model answers in: one every realtime model offers. */
export const REALTIME_VOICE = 'alloy';
/** The model that writes down what the user said: the realtime API does not transcribe the input
 * unless asked, and whisper-1 is offered by OpenAI and Azure alike. */
export const REALTIME_TRANSCRIPTION_MODEL = 'whisper-1';
/** Close codes the relay ends a call with (4000–4999 are the application's own); the page turns
 * each into a sentence. The reason sent with one is the short machine code beside it. */
export const REALTIME_CLOSE = {
  /** No access code, or a wrong one, while the server has CODE set. */
  unauthorized: 4401,
  /** The model is not allowed on this server (DISABLE_GPT4). */
  forbidden: 4403,
  /** Too many calls at once, or too many wrong access codes. */
  busy: 4429,
  /** The server holds no key for this provider. */
  notConfigured: 4503,
  /** The provider could not be reached or refused the session. */
  upstreamFailed: 4502,
  /** A message over the size bound, messages faster than the rate bound, or a side too slow to read. */
  tooMuch: 4413,
  /** The call reached its longest allowed length. */
  tooLong: 4408,
} as const;
/** The longest message the user may type during a call: a long chat message, and even written
 * in characters that JSON escapes to twelve bytes each, far under the relay's bound on one message. */
export const REALTIME_TYPED_MAX_CHARS = 8000;
