// The server's bounds on what one client, or all of them, can make it hold: requests in flight,
// body sizes and pace, wrong access codes, and how long an upstream may keep a call open. The
// numbers an administrator may want to change are environment variables (docs/CONFIGURATION.md).

import { IMAGE_REQUEST_TIMEOUT_MS, STREAM_IDLE_TIMEOUT_MS } from '../core/constants/network';

export interface ServerLimits {
  /** Requests being answered at once, streams included, over all clients (MAX_IN_FLIGHT). */
  maxInFlight: number;
  /** The same for one client network (MAX_IN_FLIGHT_PER_CLIENT): a few tabs streaming and syncing
   * stay far below it; a script opening connections in a loop does not. */
  maxInFlightPerClient: number;
  /** The share of maxInFlight, in percent, that only light clients may take (IN_FLIGHT_RESERVE_PERCENT):
   * a few networks holding many places each can fill the rest, never the whole server. */
  inFlightReservePercent: number;
  /** A client network holding fewer places than this is light (IN_FLIGHT_LIGHT_CLIENT): one person's
   * tabs streaming and syncing. */
  inFlightLightClient: number;
  /** How many leading bits of an address make one client (CLIENT_PREFIX_IPV4, CLIENT_PREFIX_IPV6).
   * Places and wrong access codes are counted per such network: one IPv6 subscriber is usually given
   * a whole /64, so counting its single addresses would give it unlimited places and guesses. */
  ipv4PrefixLength: number;
  ipv6PrefixLength: number;
  /** How long a request body may send nothing while the server waits for it (BODY_IDLE_SECONDS). */
  bodyIdleMs: number;
  /** The slowest a body may arrive, on average over the time the server waits for it
   * (BODY_MIN_BYTES_PER_SECOND): the waits may add up to bodyIdleMs plus one second per this many
   * bytes received, so a client trickling a byte now and then cannot hold its place for long. */
  bodyMinBytesPerSecond: number;
  /** On SIGTERM, how long open streams may go on before they are cut (SHUTDOWN_GRACE_SECONDS). Below
   * the 10 s a container runtime waits before it kills. */
  shutdownGraceMs: number;
  /** Silence in a provider's stream after which the server ends it (UPSTREAM_IDLE_SECONDS). */
  upstreamIdleMs: number;
}

/** A stream that sends nothing for this long is ended with an error (issue: a held upstream spun
 * forever). Providers send keep-alive comments far more often while a model thinks. It is also the
 * most UPSTREAM_IDLE_SECONDS may ask: the app itself gives up on a silent stream then. */
export const UPSTREAM_IDLE_TIMEOUT_MS = STREAM_IDLE_TIMEOUT_MS;

export const DEFAULT_LIMITS: ServerLimits = {
  maxInFlight: 2000,
  maxInFlightPerClient: 64,
  // 500 of the 2,000 places: room for hundreds of people while a few networks hold the rest.
  inFlightReservePercent: 25,
  // Two or three tabs, each with a reply streaming and a sync call, stay below it.
  inFlightLightClient: 8,
  // One IPv4 address is one client (a household behind NAT already shares it); an IPv6 /64 is
  // one subscriber's network.
  ipv4PrefixLength: 32,
  ipv6PrefixLength: 64,
  // A mobile link stalls for a few seconds at worst; ten without a byte is a client not sending.
  bodyIdleMs: 10_000,
  // A poor mobile uplink still carries tens of kilobytes a second; 1 KB/s is far below any real
  // client and far above one byte every few seconds.
  bodyMinBytesPerSecond: 1024,
  shutdownGraceMs: 8000,
  upstreamIdleMs: UPSTREAM_IDLE_TIMEOUT_MS,
};

/** What a refused client is told to wait when the server is full, in seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** A chat body carries the conversation and its pictures, each at most IMAGE_MAX_DATA_URL_LENGTH
 * (256 KB): 10 MB is a long conversation with dozens of them. Stability's multipart uploads fit too. */
export const PROVIDER_MAX_BODY_BYTES = 10 * 1024 * 1024;

/** A text-to-speech body (…/audio/speech) is JSON with at most 4,096 characters of text, up to 4
 * bytes each in UTF-8, and a few settings: anything larger is not a speech request. */
export const SPEECH_MAX_BODY_BYTES = 20 * 1024;
/** The speech paths, whose bodies SPEECH_MAX_BODY_BYTES bounds. */
export const SPEECH_PATH = /(^|\/)audio\/speech$/;

/** A body of at most this declared length is read whole before it is sent on: a text-only chat. */
export const SMALL_BODY_BYTES = 256 * 1024;

/** Bodies the server must hold whole (a shared chat or an artifact to parse, a provider body read for
 * DISABLE_GPT4 or signed for Tencent) share this many bytes over all routes and clients; a request
 * that would go beyond waits for none of it and is refused as busy. */
export const BUFFERED_BODIES_MAX_BYTES = 64 * 1024 * 1024;

/** Wrong access codes one client network may send in a window before every code from it is refused. */
export const ACCESS_FAILURE_LIMIT = 20;
export const ACCESS_FAILURE_WINDOW_MS = 10 * 60_000;

/** An upstream that has not sent its headers by then is given up: the longest wait is an image
 * model drawing, which the client itself gives IMAGE_REQUEST_TIMEOUT_MS. Connecting is bounded
 * earlier, by fetch's own 10 s connect timeout. */
export const UPSTREAM_HEADERS_TIMEOUT_MS = IMAGE_REQUEST_TIMEOUT_MS;
