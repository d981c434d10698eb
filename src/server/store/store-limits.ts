// What the server's store may hold, and how fast one network may fill it: without them anyone could
// keep artifacts and shared chats until the disk (or Redis's memory) is full.

export interface StoreLimits {
  /** Bytes of artifacts and shared chats kept at once, over all clients (STORE_MAX_MB). */
  maxBytes: number;
  /** Artifacts and shared chats one client network may keep per hour (STORE_WRITES_PER_HOUR). */
  writesPerHour: number;
}

const MEGABYTE = 1024 * 1024;

export const DEFAULT_STORE_LIMITS: StoreLimits = {
  // 512 artifacts at their largest (1 MB), or tens of thousands of shared chats.
  maxBytes: 512 * MEGABYTE,
  // A person shares a few things an hour; a script filling the store shares thousands.
  writesPerHour: 30,
};

/** STORE_MAX_MB is read in megabytes. */
export const STORE_MAX_UNIT_BYTES = MEGABYTE;

/** Without access control anyone keeps things here, so they expire unless SHARE_TTL_DAYS says
 * otherwise: a month is long enough for a link sent to someone to be opened. */
export const ANONYMOUS_TTL_DAYS = 30;

/** The window STORE_WRITES_PER_HOUR counts in. */
export const STORE_WRITES_WINDOW_MS = 60 * 60_000;
