// One instance at a time: the first launch listens on a local socket in the data directory (a
// named pipe on Windows); a later launch finds it, asks it to bring its window forward (on the
// page of the link it was given, if any), and quits without starting a second server. A socket
// file left by a crash answers no one and is replaced.

import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';

/** The one thing a later launch says: "focus", then the app page to show, if any, on one line. */
const FOCUS = 'focus';
const MAX_REQUEST_LENGTH = 9_000;
/** How long a later launch waits for the first one to answer before taking over. */
const ANSWER_TIMEOUT_MS = 2_000;

export function instanceSocketPath(dataDir: string, platform: NodeJS.Platform = process.platform): string {
  if (platform === 'win32') return `\\\\.\\pipe\\polychat-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`;
  return join(dataDir, 'instance.sock');
}

type FocusListener = (fragment: string | undefined) => void;
export type InstanceClaim = { primary: true; onFocusRequest(listener: FocusListener): void; release(): void } | { primary: false };

/** Asks a running instance to come forward; true if one answered. */
function askRunningInstance(path: string, fragment: string | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(path);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(false);
    }, ANSWER_TIMEOUT_MS);
    socket.once('connect', () => socket.end(`${FOCUS}${fragment ? ` ${fragment}` : ''}\n`));
    socket.once('close', (hadError) => {
      clearTimeout(timer);
      resolve(!hadError);
    });
    socket.once('error', () => undefined);
  });
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Becomes the instance, or hands `fragment` (a page from app-link.ts) to the one running. */
export async function claimInstance(path: string, { fragment, platform = process.platform }: { fragment?: string; platform?: NodeJS.Platform } = {}): Promise<InstanceClaim> {
  if (await askRunningInstance(path, fragment)) return { primary: false };
  const listeners = new Set<FocusListener>();
  const server = createServer((socket) => {
    let said = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      said += chunk;
      // Nothing but one line is expected; a chatty client is cut off.
      if (said.length > MAX_REQUEST_LENGTH) socket.destroy();
    });
    socket.on('end', () => {
      const [word, ...rest] = said.trimEnd().split(' ');
      if (word !== FOCUS) return;
      const fragment = rest.join(' ') || undefined;
      for (const listener of listeners) listener(fragment?.startsWith('#/') ? fragment : undefined);
    });
    socket.on('error', () => undefined);
  });
  // Nobody answered: a socket file that is still there is a crashed instance's.
  if (platform !== 'win32') rmSync(path, { force: true });
  await listen(server, path);
  return {
    primary: true,
    onFocusRequest: (listener) => listeners.add(listener),
    release: () => server.close(),
  };
}
