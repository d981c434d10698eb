// The tables that sync and backups carry, and the tombstone kind of each (the name a deletion of
// one of its records is recorded under).

export const RECORD_KINDS = {
  sessions: 'session',
  messages: 'message',
  masks: 'mask',
  prompts: 'prompt',
  plugins: 'plugin',
  sdImages: 'sdImage',
  mcpServers: 'mcpServer',
} as const;

export type RecordTable = keyof typeof RECORD_KINDS;
export const RECORD_TABLES = Object.keys(RECORD_KINDS) as RecordTable[];

/** How long a deletion is remembered: every device that syncs within this time learns of it.
 * A device that comes back after longer may bring the deleted record back once. */
export const TOMBSTONE_KEEP_MS = 180 * 24 * 60 * 60 * 1000;
