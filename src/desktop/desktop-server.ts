// The same server as the web app's, started for one user's window: on 127.0.0.1 only, behind the
// launch gate (server/launch-gate.ts), with the provider relay on, no keys of its own, and its
// files in the user's data directory.

import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createLaunchGate, type LaunchGate } from '../server/launch-gate';

const LOOPBACK = '127.0.0.1';

export interface DesktopServer {
  gate: LaunchGate;
  port: number;
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
export async function startDesktopServer({ webRoot, dataDir, preferredPort }: { webRoot: string; dataDir: string; preferredPort?: number }): Promise<DesktopServer> {
  const gate = createLaunchGate();
  // Only what the desktop needs: the user's environment holds no server settings for this app.
  const config = loadConfig({ HOSTNAME: LOOPBACK, DATA_DIR: join(dataDir, 'server') });
  const app = createApp({ config, webRoot, desktop: { gate } });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  const port = (preferredPort !== undefined ? await listen(server, preferredPort) : undefined) ?? (await listen(server, 0));
  if (port === undefined) throw new Error('No free port on 127.0.0.1 for the local server');
  gate.host = `${LOOPBACK}:${port}`;
  return {
    gate,
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
