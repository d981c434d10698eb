export interface UpstashFront {
  /** Without a trailing slash, as Upstash shows its REST URL, e.g. "http://127.0.0.1:41234". */
  url: string;
  /** Removes a key straight in Redis, e.g. to lose one chunk of a backup. */
  deleteKey(key: string): Promise<void>;
  /** Stops the HTTP server and disconnects from Redis; the Redis server itself keeps running. */
  stop(): Promise<void>;
}

export function startUpstashFront(options: { redisUrl: string; token: string }): Promise<UpstashFront>;
