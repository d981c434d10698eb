import type { ServerConfig } from '../config';
import { createFileStore } from './file-store';
import { createRedisStore } from './redis-store';
import type { ServerStore } from './server-store';

/** Redis when the administrator set REDIS_URL (instances behind a load balancer share it), files
 * under DATA_DIR otherwise; either holds at most STORE_MAX_MB. */
export function createServerStore(config: Pick<ServerConfig, 'redisUrl' | 'dataDir' | 'storeLimits'>): Promise<ServerStore> {
  const { maxBytes } = config.storeLimits;
  return config.redisUrl ? createRedisStore(config.redisUrl, maxBytes) : Promise.resolve(createFileStore(config.dataDir, Date.now, maxBytes));
}
