import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { Admission } from './admission';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { attachRealtimeRelay } from './realtime-relay';
import { shutDown } from './shutdown';
import { createServerStore } from './store/create-store';

async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  for (const notice of config.notices) console.warn(notice);
  const here = dirname(fileURLToPath(import.meta.url));
  const webRoot = process.env.WEB_ROOT ?? join(here, '..', 'web');
  if (!existsSync(join(webRoot, 'index.html'))) {
    console.error(`The web app is not built (no ${webRoot}/index.html): run npm run build.`);
    process.exit(1);
  }
  let store;
  try {
    store = await createServerStore(config);
  } catch (error) {
    // Without its store the server would lose every share it accepts: better not to start.
    console.error(`The server's store could not be opened (${(error as Error).name}): check REDIS_URL or DATA_DIR.`);
    process.exit(1);
  }
  const admission = new Admission(config.limits);
  const app = createApp({ config, webRoot, store, admission });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.hostname || undefined }, (info) => {
    console.info(`Listening on http://${config.hostname || 'localhost'}:${info.port}`);
  });
  // Voice calls arrive as WebSocket upgrades, which the Hono app does not take: the relay answers
  // them on the server itself, counting wrong access codes in the same store as every route.
  const realtime = attachRealtimeRelay(server as Server, { config, counter: store });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    realtime.close();
    console.info(`${signal}: letting ${admission.inFlight} request(s) finish, for ${config.limits.shutdownGraceMs / 1000} s at most`);
    void shutDown(server as Server, admission, config.limits.shutdownGraceMs)
      .then(({ cut }) => cut > 0 && console.info(`Cut ${cut} request(s) still open at the deadline`))
      .finally(() => void store.close().finally(() => process.exit(0)));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

void start();
