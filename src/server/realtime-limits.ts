// The realtime relay's bounds (docs/CONFIGURATION.md, "Realtime conversation"): what one voice call,
// and all of them, can make the server hold and forward.

export interface RealtimeLimits {
  /** Calls relayed at once over all clients: each holds two sockets and a provider session. */
  maxSessions: number;
  /** Calls relayed at once for one client network (an IPv4 address, an IPv6 /64). */
  maxSessionsPerClient: number;
  /** The longest call; the provider's own sessions end at 60 minutes. */
  maxSessionMs: number;
  /** The largest message the page may send. */
  maxClientMessageBytes: number;
  /** The largest message the provider may send. */
  maxUpstreamMessageBytes: number;
  /** Messages the page may send in one second. */
  maxClientMessagesPerSecond: number;
  /** Bytes waiting to be written to either side before the call is ended as too slow to read. */
  maxBufferedBytes: number;
  /** How long the provider may take to accept the connection. */
  upstreamConnectMs: number;
}

export const REALTIME_LIMITS: RealtimeLimits = {
  // One call is a person talking: 200 at once is a busy shared server, far below what its memory holds.
  maxSessions: 200,
  // One person with a call in two tabs, and a housemate.
  maxSessionsPerClient: 4,
  // Half the provider's 60-minute session: a call is billed by the minute, and a forgotten open tab
  // should not run for an hour.
  maxSessionMs: 30 * 60_000,
  // The page sends 100 ms of 24 kHz 16-bit audio per message (6.4 KB in base64) and a session
  // update carrying the chat's instructions; 256 KB leaves room for long instructions.
  maxClientMessageBytes: 256 * 1024,
  // The provider's largest messages are its session descriptions and a few seconds of audio.
  maxUpstreamMessageBytes: 4 * 1024 * 1024,
  // Ten audio messages a second plus a few controls; five times that is no human's call.
  maxClientMessagesPerSecond: 50,
  // About a minute of answer audio the page has not read yet.
  maxBufferedBytes: 8 * 1024 * 1024,
  // The provider answers a connection in well under a second; ten covers a slow network.
  upstreamConnectMs: 10_000,
};

/** The window the message rate is counted over. */
export const RATE_WINDOW_MS = 1000;
