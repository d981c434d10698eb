// The desktop app's window reaches every provider through its own local server, which sends the
// call on unchanged: the web view would otherwise need each provider (and each custom endpoint) to
// allow its origin by CORS, which few do. The request is built exactly as for a direct call (a
// Tencent signature covers the real host); only its transport changes.

/** The local server's route that sends a call on to the URL named in RELAY_TARGET_HEADER. */
export const RELAY_PATH = '/api/relay';
export const RELAY_TARGET_HEADER = 'x-relay-to';
