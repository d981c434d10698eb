export const REDIS_SERVER_PATH: string;
export const hasRedisServer: boolean;

export interface RedisServer {
  /** e.g. "redis://127.0.0.1:41234" */
  url: string;
  stop(): Promise<void>;
}

export function startRedisServer(): Promise<RedisServer>;
