// The sync targets of sync.spec.ts: a real WebDAV server (rclone), a real Redis behind an Upstash
// REST front, and a WebDAV server that fails every request.
import { startFaultyWebdav, type FaultyWebdav } from '../../fakes/faulty-webdav.mjs';
import { startRedisServer, type RedisServer } from '../../fakes/redis-server.mjs';
import { startUpstashFront, type UpstashFront } from '../../fakes/upstash-front.mjs';
import { startWebdav, type WebdavServer } from '../../fakes/webdav-server.mjs';

export const SYNC_USER = 'sync-user';
export const SYNC_PASS = 'sync-pass';
export const SYNC_TOKEN = 'upstash-token';

export interface SyncServices {
  dav: WebdavServer;
  redis: RedisServer;
  upstash: UpstashFront;
  faulty: FaultyWebdav;
  stop(): Promise<void>;
}

export async function startSyncServices(): Promise<SyncServices> {
  const dav = await startWebdav({ user: SYNC_USER, pass: SYNC_PASS });
  const redis = await startRedisServer();
  const upstash = await startUpstashFront({ redisUrl: redis.url, token: SYNC_TOKEN });
  const faulty = await startFaultyWebdav({ status: 500 });
  return {
    dav,
    redis,
    upstash,
    faulty,
    stop: async () => {
      await Promise.all([dav.stop(), upstash.stop(), faulty.stop()]);
      await redis.stop();
    },
  };
}
