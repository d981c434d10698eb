// The same server as the web app's, started for one user's window: on 127.0.0.1 only, behind the
// launch gate (server/launch-gate.ts), with the provider relay on, no keys of its own, and its
// files in the user's data directory. Local MCP servers (mcp-stdio/) are the desktop's own routes,
// in front of that app and behind the same gate: the web server never starts a process.

import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createLaunchGate, launchGateMiddleware, type LaunchGate } from '../server/launch-gate';
import { LOCAL_MCP_ROUTE } from '../core/mcp/local-command';
import { createLocalServers, type LocalServers } from './mcp-stdio/local-servers';
import { localMcpRoutes } from './mcp-stdio/routes';

const LOOPBACK = '127.0.0.1';

export interface DesktopServer {
  gate: LaunchGate;
  port: number;
  localServers: LocalServers;
  /** Stops every local MCP server, then the server. */
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      server.off('listening', listening);
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(undefined);
      else reject(error);
    };
    const listening = () => {
      server.off('error', failed);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', failed);
    server.once('listening', listening);
    server.listen(port, LOOPBACK);
  });
}

/** Listens on `preferredPort` when it is free (the window's storage belongs to that origin), else
 * on any free port. */
export async function startDesktopServer({
  webRoot,
  dataDir,
  preferredPort,
  appEnv = process.env,
}: {
  webRoot: string;
  dataDir: string;
  preferredPort?: number;
  /** The environment local MCP servers take PATH and HOME from. */
  appEnv?: NodeJS.ProcessEnv;
}): Promise<DesktopServer> {
  const gate = createLaunchGate();
  // Only what the desktop needs: the user's environment holds no server settings for this app.
  const config = loadConfig({ HOSTNAME: LOOPBACK, DATA_DIR: join(dataDir, 'server') });
  const app = createApp({ config, webRoot, desktop: { gate } });
  const localServers = createLocalServers(appEnv);
  const local = new Hono();
  local.use('*', launchGateMiddleware(gate));
  local.route(LOCAL_MCP_ROUTE, localMcpRoutes(localServers));
  const localPrefix = `${LOCAL_MCP_ROUTE}/`;
  const route = (request: Request) => (new URL(request.url).pathname.startsWith(localPrefix) ? local.fetch(request) : app.fetch(request));
  // Whatever ends the app (a crash included), its local servers end with it.
  const killOnExit = () => localServers.killAll();
  process.once('exit', killOnExit);
  const server = createAdaptorServer({ fetch: route }) as Server;
  const port = (preferredPort !== undefined ? await listen(server, preferredPort) : undefined) ?? (await listen(server, 0));
  if (port === undefined) throw new Error('No free port on 127.0.0.1 for the local server');
  gate.host = `${LOOPBACK}:${port}`;
  return {
    gate,
    port,
    localServers,
    close: async () => {
      process.off('exit', killOnExit);
      await localServers.stopAll();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
