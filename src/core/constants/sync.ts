// Sync and backups: the Upstash chunking, the WebDAV check and the backup file's name.

/** The largest piece an Upstash backup is split into, cut at a space: Upstash's free plan refuses
 * a request over 1 MB. */
export const UPSTASH_CHUNK_MAX_BYTES = 1_000_000;

/** The statuses that pass the WebDAV check: a reachable server that took the credentials answers
 * with one of them (a folder not made yet gives 404, a method it does not allow 405, a move 301,
 * 302, 307 or 308); 401 or 403 means wrong credentials. */
export const WEBDAV_CHECK_OK_STATUSES = [200, 201, 404, 405, 301, 302, 307, 308] as const;
/** The name of the backup file in the WebDAV folder. */
export const SYNC_BACKUP_FILE = 'backup.json';
