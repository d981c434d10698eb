import type { ServerConfig } from '../config';
import { createFileStore } from './file-store';
import { createRedisStore } from './redis-store';
import type { ServerStore } from './server-store';

/** Redis when the administrator set REDIS_URL (instances behind a load balancer share it), files
 * under DATA_DIR otherwise. */
export function createServerStore(config: Pick<ServerConfig, 'redisUrl' | 'dataDir'>): Promise<ServerStore> {
  return config.redisUrl ? createRedisStore(config.redisUrl) : Promise.resolve(createFileStore(config.dataDir));
}
