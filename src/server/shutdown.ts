// SIGTERM as a container runtime or systemd sends it: stop taking connections, let the replies
// being streamed finish up to a deadline, then cut what is left and go. A stream cut this way ends
// at the client like any lost connection: its reply is kept and marked interrupted.

import type { Server } from 'node:http';
import type { Admission } from './admission';

export interface ShutdownResult {
  /** Requests still in flight when the deadline came and were cut. */
  cut: number;
}

export async function shutDown(server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>, admission: Admission, graceMs: number): Promise<ShutdownResult> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive sockets with nothing in flight would hold close() open until they time out.
  server.closeIdleConnections();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), graceMs);
  });
  const outcome = await Promise.race([admission.idle().then(() => 'idle' as const), deadline]);
  clearTimeout(timer);
  const cut = outcome === 'deadline' ? admission.inFlight : 0;
  server.closeAllConnections();
  await closed;
  return { cut };
}
